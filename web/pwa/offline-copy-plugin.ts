import type { RuntimeCaching } from "workbox-build";

type WorkboxPlugin = NonNullable<NonNullable<RuntimeCaching["options"]>["plugins"]>[number];

/**
 * Marks an API answer the service worker gives from its copy (the network gave none) with the header the page's
 * connection state reads (src/lib/offline-caches.ts, OFFLINE_COPY_HEADER), so such an answer does not take the
 * app out of offline mode. Workbox writes this function's source into the generated worker: it must name
 * nothing outside itself, hence the header's name written out here (offline-copy-plugin.test.ts holds them equal).
 */
export const offlineCopyPlugin: WorkboxPlugin = {
  cachedResponseWillBeUsed: async ({ cachedResponse }) => {
    if (!cachedResponse) return cachedResponse;
    const headers = new Headers(cachedResponse.headers);
    headers.set("X-Offline-Copy", "1");
    return new Response(await cachedResponse.blob(), {
      status: cachedResponse.status,
      statusText: cachedResponse.statusText,
      headers,
    });
  },
};
