/**
 * Supplement 7: the call catalogue as data. Each area's entries sit in `calls/<area>.calls.ts`; api-mock serves
 * them, the OpenAPI document describes them and the typed client (`@catalogue/core/api/client`) calls them.
 */

export { ALL_CALLS } from "./all-calls";
export { callPath, callQuery, honoPath, pathPlaceholders } from "./call-path";
export * from "./calls/index";
export {
  type AnyCall,
  type CallAccess,
  type CallAnswer,
  type CallEntry,
  type CallInput,
  type CallOutput,
  type DownloadedFile,
  defineCall,
  type ErrorStatus,
  empty,
  type FileUpload,
  file,
  type HttpMethod,
  json,
  pathVariant,
  redirect,
  type ServerMode,
} from "./define-call";
