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

/**
 * The header the service worker adds to an API answer it gives from its copy because the network gave none
 * (web/pwa/pwa-options.ts): such an answer says nothing about the connection being back.
 */
export const OFFLINE_COPY_HEADER = "X-Offline-Copy";
