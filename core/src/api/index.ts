/** The API contract shared by api-mock, web and cli (architecture section 2, `api/`). */
export { ErrorEnvelope, FieldError, HttpStatus } from "./error-envelope";
export { HealthResponse } from "./health";
export { ResultKey } from "./result-keys";
