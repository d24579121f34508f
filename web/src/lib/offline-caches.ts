/** The service worker's copy of the API reads (web/pwa/pwa-options.ts names the cache with this constant). */
export const API_READS_CACHE = "api-reads";

/**
 * Signing out forgets what the signed-in user read, so the next person on this device cannot open their lists,
 * prices or profile offline.
 */
export async function forgetOfflineReads(): Promise<void> {
  if (typeof caches === "undefined") return;
  await caches.delete(API_READS_CACHE);
}
