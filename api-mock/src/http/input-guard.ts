import { type FieldError, HttpStatus } from "@catalogue/core/api";
import { requestInputProblems, ValidationMessage } from "@catalogue/core/rules";
import type { Context, MiddlewareHandler } from "hono";
import type { AppEnv } from "./app-env";
import { errorResponse } from "./error-response";

/** The request body as the routes will read it (Hono keeps it), or undefined when it is not JSON or a form. */
async function parsedBody(c: Context<AppEnv>): Promise<unknown> {
  if (c.req.method === "GET" || c.req.method === "HEAD") return undefined;
  const type = c.req.header("content-type") ?? "";
  try {
    if (type.includes("json")) return await c.req.json();
    if (type.startsWith("application/x-www-form-urlencoded") || type.startsWith("multipart/form-data")) {
      const form = await c.req.parseBody({ all: true });
      // Files are not text fields; their content is the import's business.
      return Object.fromEntries(Object.entries(form).filter(([, value]) => !(value instanceof File)));
    }
  } catch {
    // Malformed: the route's own validation answers it (460 on `body`).
  }
  return undefined;
}

/** Query parameters by name: one value as it is, repeated ones as a list. */
function queryOf(c: Context<AppEnv>): Record<string, string | string[]> {
  return Object.fromEntries(
    Object.entries(c.req.queries()).map(([name, values]) => [
      name,
      values.length === 1 ? (values[0] ?? "") : values,
    ]),
  );
}

/**
 * Core spec 8: input that no call takes (text with a NUL character, arrays of more than 65,535 items; see
 * core's `requestInputProblems`) is refused with 460 and its fields for every route at once, before a route
 * could hand it to the database (which answered 500).
 */
export function refuseUnsafeInput(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const rawPath = new URL(c.req.url).pathname;
    const problems: FieldError[] = [
      ...(/%00/i.test(rawPath) ? [{ field: "path", messageKey: ValidationMessage.invalidCharacter }] : []),
      ...requestInputProblems(queryOf(c)),
      ...requestInputProblems(await parsedBody(c)),
    ];
    if (problems.length === 0) return next();
    c.set(
      "validation",
      `failed: ${problems.map((problem) => `${problem.field} ${problem.messageKey}`).join(", ")}`,
    );
    return errorResponse(c, {
      status: HttpStatus.validation,
      resultKey: "VALIDATION_FAILED",
      message: "The request is not valid",
      fieldErrors: problems,
    });
  };
}
