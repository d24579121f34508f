/**
 * Server state: the catalogue's calls through the typed client, cached by TanStack Query. Screens use the hooks;
 * every failure goes to core's error policy through the shell's report. The app's cache itself
 * (`./query-client`) and `ensureCall` for route loaders (`./ensure-call`) are imported from their own files:
 * creating the cache is a side effect, and this file must not pull it into every screen's chunk.
 */

export { type CallKey, callKey, entryKey } from "./call-key";
export { callQueryOptions } from "./call-query-options";
export { browserClientConfig, ClientConfigProvider, useClientConfig } from "./client-config";
export {
  type CallFailureHandling,
  CallFailureReportProvider,
  type ReportCallFailure,
  useReportCallFailure,
} from "./failure-report";
export { useFetchCall } from "./fetch-call";
export { type OptimisticUpdate, optimistic } from "./optimistic";
export { prefetchCall, usePrefetchCall } from "./prefetch-call";
export { type CallMutationOptions, useCallMutation } from "./use-call-mutation";
export { type CallQueryOptions, useCallQuery } from "./use-call-query";
