import type { FieldError } from "../api/error-envelope";
import { ValidationMessage } from "./validation-messages";

/**
 * The most items an array in a request may hold: PostgreSQL takes at most 65,535 parameters in one statement, so
 * a longer list of ids cannot be looked up in one query.
 */
export const MAX_REQUEST_ARRAY_ITEMS = 65_535;

/** A request with more problems than this is answered with the first ones only. */
const MAX_REPORTED = 20;

/** PostgreSQL text cannot hold the NUL character, and no field of the catalogue has a use for it. */
function hasNul(text: string): boolean {
  return text.includes("\u0000");
}

/**
 * Core spec 5 / 8: the input no call accepts, whatever its own schema: text with a NUL character, and arrays of
 * more than MAX_REQUEST_ARRAY_ITEMS items. `value` is a parsed JSON body, form or query; the answer is the
 * 460 field errors (dotted paths as `toFieldErrors` writes them, `prefix` first), empty when there is nothing to
 * refuse. Walks without recursion, so no nesting depth can exhaust the stack.
 */
export function requestInputProblems(value: unknown, prefix = ""): FieldError[] {
  const problems: FieldError[] = [];
  const pending: { value: unknown; path: string }[] = [{ value, path: prefix }];
  const join = (path: string, key: string | number) => (path === "" ? String(key) : `${path}.${key}`);
  while (pending.length > 0 && problems.length < MAX_REPORTED) {
    const { value: current, path } = pending.pop() as { value: unknown; path: string };
    if (typeof current === "string") {
      if (hasNul(current)) problems.push({ field: path, messageKey: ValidationMessage.invalidCharacter });
    } else if (Array.isArray(current)) {
      if (current.length > MAX_REQUEST_ARRAY_ITEMS) {
        const max = MAX_REQUEST_ARRAY_ITEMS;
        problems.push({ field: path, messageKey: ValidationMessage.arrayMax, params: { max, count: max } });
      } else {
        for (let index = current.length - 1; index >= 0; index -= 1) {
          pending.push({ value: current[index], path: join(path, index) });
        }
      }
    } else if (current !== null && typeof current === "object") {
      for (const [key, item] of Object.entries(current).reverse()) {
        if (hasNul(key))
          problems.push({ field: join(path, key), messageKey: ValidationMessage.invalidCharacter });
        else pending.push({ value: item, path: join(path, key) });
      }
    }
  }
  return problems.slice(0, MAX_REPORTED);
}
