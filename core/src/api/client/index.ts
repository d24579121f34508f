/** The one typed client of the call catalogue (Effect inside; `runCall` for Promise-based callers). */

export { callApi, type DownloadProgress, runCall } from "./call-api";
export {
  BusinessError,
  type CallFailure,
  Forbidden,
  Internal,
  isCallFailure,
  isTransient,
  NotFound,
  Offline,
  OptimisticLock,
  ResourceNotFound,
  Timeout,
  Unauthorised,
  Validation,
} from "./call-failure";
export { API_ACCEPT, type ClientConfig, callHeaders } from "./client-config";
export { failureOfAnswer } from "./failure-of-answer";
