import { pathTo } from "@catalogue/core/access";

const REMEMBERED_PATH_KEY = "catalogue.rememberedPath";

/** Core spec 2.2: remembers where the user was going, so that login can resume there. */
export function rememberPath(path: string, storage: Storage = sessionStorage): void {
  storage.setItem(REMEMBERED_PATH_KEY, path);
}

/** Core spec 2.2: the remembered path (read once, then forgotten), or the finder. */
export function takeRememberedPath(storage: Storage = sessionStorage): string {
  const path = storage.getItem(REMEMBERED_PATH_KEY);
  storage.removeItem(REMEMBERED_PATH_KEY);
  return path ?? pathTo("finder");
}

// Several calls can fail with 401 at once (route loaders run in parallel), and calls still in flight fail with 401
// once the user has confirmed logout; a second navigation would abort the first, so the page leaves only once.
let leaving = false;

/** From now on, 401s no longer send the page anywhere: it is already on its way out (logout confirmed). */
export function startLeaving(): void {
  leaving = true;
}

/**
 * Leaves the app for `url` (logout calls it after `startLeaving`, so it always goes); from then on
 * `redirectToLogin` no longer navigates.
 */
export function leaveFor(url: string): void {
  leaving = true;
  window.location.assign(url);
}

/** Core spec 2.2: 401 anywhere: remember the current path and go to the identity page (once). */
export function redirectToLogin(currentPath: string): Promise<void> {
  if (leaving) return Promise.resolve();
  leaving = true;
  rememberPath(currentPath);
  return import("./authorize-url").then(({ AUTHORIZE_URL }) => window.location.assign(AUTHORIZE_URL));
}
