import { listElementCalls } from "@catalogue/core/api/catalogue/calls/list-elements.calls";
import { productListCalls } from "@catalogue/core/api/catalogue/calls/product-lists.calls";
import { type ClientConfig, runCall } from "@catalogue/core/api/client";

/**
 * Core spec 2.2 and 4.7 (pinned lists are always at hand): reads the pinned lists, each one's head and elements
 * once, through the service worker, so they open offline even if never opened online. Straight through the typed
 * client, not the query cache: an answer the cache holds from before the worker took over was never kept by it.
 * A failure is dropped: it only means less is kept.
 */
export async function warmPinnedLists(config: ClientConfig): Promise<void> {
  if (!navigator.onLine) return;
  try {
    const lists = await runCall(config, productListCalls.pinned, {});
    await Promise.all(
      lists.flatMap((list) => {
        const input = { params: { id: list.id } };
        return [runCall(config, productListCalls.get, input), runCall(config, listElementCalls.get, input)];
      }),
    );
  } catch {
    // Nothing to do: the lists are read again on the next visit.
  }
}
