import type { AnyCall, CallInput } from "@catalogue/core/api/catalogue";
import { type ClientConfig, runCall } from "@catalogue/core/api/client";
import type { QueryClient } from "@tanstack/react-query";
import { OFFLINE_COPY_HEADER } from "../../lib/offline-caches";
import { type CallKey, entryKey } from "../../lib/server-state";

/**
 * The typed client, taking only the server's answers: the service worker's copy counts as no answer, so the
 * client asks again (its retries after a network failure). Just after a sync the worker may still be without a
 * network the page has back (a flaky uplink; a browser that reconnects the page before the worker): its copy
 * is the list as it was before the sync, which would hide what the sync saved and put the app offline again.
 */
export function serverAnswersOnly(config: ClientConfig): ClientConfig {
  const send = config.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  return {
    ...config,
    fetch: async (input, init) => {
      const answer = await send(input, init);
      if (answer.headers.has(OFFLINE_COPY_HEADER))
        throw new TypeError("the service worker answered its copy");
      return answer;
    },
  };
}

/**
 * Supplement 7 (offline sync): reads an entry's answers again from the server after a sync, so the screens show
 * what the sync saved. Reads still running are cancelled first (one begun before the sync, on the connection's
 * return, could end after this one with the old copy); the answers not on a screen are only marked stale. When
 * the server gives no answer even after the retries, the read is made as any other (offline, the worker's copy).
 */
export async function rereadFromServer(
  client: QueryClient,
  config: ClientConfig,
  entry: AnyCall,
): Promise<void> {
  const filters = { queryKey: entryKey(entry) };
  await client.cancelQueries(filters);
  const shown = client.getQueryCache().findAll({ ...filters, type: "active" });
  await client.invalidateQueries({ ...filters, refetchType: "none" });
  const fromServer = serverAnswersOnly(config);
  await Promise.all(
    shown.map(async ({ queryKey }) => {
      const [, input] = queryKey as unknown as CallKey<AnyCall>;
      try {
        client.setQueryData(queryKey, await runCall(fromServer, entry, input as CallInput<AnyCall>));
      } catch {
        await client.refetchQueries({ queryKey, exact: true });
      }
    }),
  );
}
