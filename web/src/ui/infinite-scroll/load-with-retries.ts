/**
 * Core spec 8: runs `load`, and after a failure tries again up to `retries` more times before giving up with
 * the last error (so a page gets 1 + retries attempts).
 */
export async function loadWithRetries<T>(load: () => Promise<T>, retries: number): Promise<T> {
  let lastError: unknown;
  for (let attempt = 0; attempt <= retries; attempt += 1) {
    try {
      return await load();
    } catch (error) {
      lastError = error;
    }
  }
  throw lastError;
}
