import type { AnyCall, CallInput, CallOutput } from "@catalogue/core/api/catalogue";
import type { CallFailure } from "@catalogue/core/api/client";
import { keepPreviousData, type UseQueryResult, useQuery } from "@tanstack/react-query";
import { callQueryOptions } from "./call-query-options";
import { useClientConfig } from "./client-config";
import type { CallFailureHandling } from "./failure-report";
import { useReportOnce } from "./use-report-once";

/** Options of a call's query besides the entry and its input. */
export interface CallQueryOptions extends CallFailureHandling {
  /** False holds the call back (until an input is complete, say). */
  readonly enabled?: boolean;
  /** Overrides the cache's freshness for this call. */
  readonly staleTime?: number;
  /** Asks again every so many milliseconds while the page is visible (a badge that polls). */
  readonly refetchInterval?: number;
  /**
   * While a new input's answer loads, `data` stays the previous input's answer (filter counts, hints), so the
   * view does not fall back to its loading state and lose what the user has open.
   */
  readonly keepsPrevious?: boolean;
}

/**
 * Architecture 4: the answer of one catalogue call as server state: cached under `[entry.id, input]`, shared by
 * every component that asks for it, cancelled when none needs it any more. A failure goes to core's error policy
 * (once, see useReportOnce); the component reads `data`, `isPending` and `isError`, never a status code.
 */
export function useCallQuery<E extends AnyCall>(
  entry: E,
  input: CallInput<E>,
  { enabled, staleTime, refetchInterval, keepsPrevious, ...handling }: CallQueryOptions = {},
): UseQueryResult<CallOutput<E>, CallFailure> {
  const query = useQuery({
    ...callQueryOptions(useClientConfig(), entry, input),
    ...(enabled === undefined ? {} : { enabled }),
    ...(staleTime === undefined ? {} : { staleTime }),
    ...(refetchInterval === undefined ? {} : { refetchInterval }),
    ...(keepsPrevious ? { placeholderData: keepPreviousData } : {}),
  });
  useReportOnce(query.error, handling);
  return query;
}
