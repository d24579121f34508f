import { callPath } from "@catalogue/core/api/catalogue";
import { listElementCalls } from "@catalogue/core/api/catalogue/calls/list-elements.calls";
import { productListCalls } from "@catalogue/core/api/catalogue/calls/product-lists.calls";
import { type ClientConfig, runCall } from "@catalogue/core/api/client";
import { API_READS_CACHE } from "../../lib/offline-caches";

/** The list versions of the copies the service worker keeps, read from the copied answers themselves. */
type KeptVersion = (config: ClientConfig, listId: number) => Promise<number | undefined>;

/**
 * The version of a list's head and elements as the worker keeps them: both must be kept and agree, else the
 * list is read again. The copies are the truth: signing out drops them, and so nothing else must be forgotten.
 */
export const keptListVersion: KeptVersion = async (config, listId) => {
  if (typeof caches === "undefined" || !(await caches.has(API_READS_CACHE))) return undefined;
  const cache = await caches.open(API_READS_CACHE);
  const versionAt = async (path: string) => {
    const kept = await cache.match(new URL(`${config.baseUrl}${path}`, window.location.href).href, {
      ignoreVary: true,
    });
    const body: unknown = await kept?.json().catch(() => undefined);
    return typeof body === "object" && body !== null && "version" in body ? body.version : undefined;
  };
  const [head, elements] = await Promise.all([
    versionAt(callPath(productListCalls.get, { id: listId })),
    versionAt(callPath(listElementCalls.get, { id: listId })),
  ]);
  return typeof head === "number" && head === elements ? head : undefined;
};

/**
 * Core spec 2.2 and 4.7 (pinned lists are always at hand): reads the pinned lists, each one's head and elements,
 * through the service worker, so they open offline even if never opened online. A list whose kept copy has the
 * version the pinned lists name is not read again: only lists changed since are. Straight through the typed
 * client, not the query cache: an answer the cache holds from before the worker took over was never kept by it.
 * A failure is dropped: it only means less is kept.
 */
export async function warmPinnedLists(
  config: ClientConfig,
  kept: KeptVersion = keptListVersion,
): Promise<void> {
  if (!navigator.onLine) return;
  try {
    const lists = await runCall(config, productListCalls.pinned, {});
    await Promise.all(
      lists.map(async (list) => {
        if ((await kept(config, list.id)) === list.version) return;
        const input = { params: { id: list.id } };
        await Promise.all([
          runCall(config, productListCalls.get, input),
          runCall(config, listElementCalls.get, input),
        ]);
      }),
    );
  } catch {
    // Nothing to do: the lists are read again on the next visit.
  }
}
