import { zodToOpenAPIRegistry } from "@asteasolutions/zod-to-openapi";
import * as api from "@catalogue/core/api";
import * as model from "@catalogue/core/model";
import * as z from "zod";

/**
 * Gives every schema core exports under a capitalised name (`ProductList`, `ErrorEnvelope`, ...) that name as its
 * OpenAPI component id, so the document refers to `#/components/schemas/ProductList` instead of repeating the
 * schema at every operation. Registered here, in the generator's own registry (what `.openapi("Name")` writes),
 * rather than in core: the ids are only the document's business and would otherwise ship in the web app's bundle.
 */
export function nameCoreSchemas(): void {
  const taken = new Set<string>();
  for (const module of [model, api]) {
    for (const [name, value] of Object.entries(module)) {
      if (!/^[A-Z]/.test(name) || !(value instanceof z.ZodType) || taken.has(name)) continue;
      if (zodToOpenAPIRegistry.has(value)) continue;
      zodToOpenAPIRegistry.add(value, { _internal: { refId: name } });
      taken.add(name);
    }
  }
}
