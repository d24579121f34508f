import { brotliDecompressSync, gunzipSync } from "node:zlib";
import type { MiddlewareHandler } from "hono";
import type { ZodType } from "zod";
import type { AppEnv } from "../http/app-env";
import type { Api } from "../http/create-api";

interface ContractEntry {
  method: string;
  pattern: RegExp;
  schemas: Map<number, ZodType>;
}

/** Reads the response schemas of every documented route (`{id}` params become wildcards). */
function contractsOf(api: Api): ContractEntry[] {
  return api.openAPIRegistry.definitions.flatMap((definition) => {
    if (definition.type !== "route") return [];
    const { method, path, responses } = definition.route;
    const schemas = new Map<number, ZodType>();
    for (const [status, response] of Object.entries(responses)) {
      const schema = (response as { content?: Record<string, { schema?: unknown }> }).content?.[
        "application/json"
      ]?.schema;
      if (schema && typeof (schema as ZodType).safeParse === "function")
        schemas.set(Number(status), schema as ZodType);
    }
    const pattern = new RegExp(`^${path.replace(/\{[^}]+\}/g, "[^/]+")}$`);
    return [{ method: method.toUpperCase(), pattern, schemas }];
  });
}

/** The JSON of an answer, decoded first when it was sent compressed as kept (`sendKeptJson`). */
async function jsonOf(res: Response): Promise<unknown> {
  const encoding = res.headers.get("content-encoding");
  if (!encoding) return res.clone().json();
  const bytes = Buffer.from(await res.clone().arrayBuffer());
  return JSON.parse((encoding === "br" ? brotliDecompressSync(bytes) : gunzipSync(bytes)).toString("utf8"));
}

/**
 * In development every JSON response is checked against its route's contract; a mismatch is
 * logged loudly (level error, "CONTRACT MISMATCH") and shows in the request log, and the response still goes out.
 */
export function responseContractCheck(api: Api): MiddlewareHandler<AppEnv> {
  let contracts: ContractEntry[] | undefined;
  return async (c, next) => {
    await next();
    if (!c.res.headers.get("content-type")?.startsWith("application/json")) return;
    contracts ??= contractsOf(api);
    const apiPath = c.req.path.replace(/^\/api/, "");
    const entry = contracts.find((each) => each.method === c.req.method && each.pattern.test(apiPath));
    const schema = entry?.schemas.get(c.res.status);
    if (!schema) return;
    const result = schema.safeParse(await jsonOf(c.res));
    if (result.success) return;
    const issues = result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    c.get("logger").error("CONTRACT MISMATCH", {
      correlationId: c.get("correlationId"),
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      issues,
    });
    c.set("validation", `response mismatch: ${issues.join("; ")}`);
  };
}
