// Issue 9 (docs/developers/size-budget.md): the contracts of the calls the finder's first visit makes. api-client
// imports this module dynamically, so zod (26 kB gzip) is not part of the initial JavaScript: its download runs
// in parallel with the first API calls instead of delaying the start of the app, and every answer is still parsed
// before the app uses it. Keep this list to re-exports of core's contracts; the rules stay in core.
import { ProductCounter } from "@catalogue/core/model";
import * as z from "zod";

export {
  DynamicFilters,
  ErrorEnvelope,
  HealthResponse,
  LoginResponse,
  LogoutResponse,
  UserProfileResponse,
} from "@catalogue/core/api";
export { AppInfo } from "@catalogue/core/model";

/** Supplement 7 (GET /products/product-counters): the finder's counters. */
export const ProductCounters = z.array(ProductCounter);
