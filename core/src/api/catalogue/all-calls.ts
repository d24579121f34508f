import * as areas from "./calls/index";
import type { AnyCall } from "./define-call";

const isCall = (value: unknown): value is AnyCall =>
  typeof value === "object" && value !== null && "method" in value && "path" in value && "answer" in value;

/** Every call the product serves, in one list (route registration checks, OpenAPI, fuzzing, the CLI). */
export const ALL_CALLS: readonly AnyCall[] = Object.values(areas as Record<string, unknown>).flatMap(
  (area) =>
    typeof area === "object" && area !== null && !Array.isArray(area)
      ? Object.values(area).filter(isCall)
      : [],
);
