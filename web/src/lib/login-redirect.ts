import { pathTo } from "@catalogue/core/access";

const REMEMBERED_PATH_KEY = "catalogue.rememberedPath";

/** Core spec 2.2: the identity page the browser goes to when there is no session. */
export const AUTHORIZE_URL = "/api/auth/authorize";

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

// Several calls can fail with 401 at once (route loaders run in parallel); the second navigation would abort the
// first, so the page leaves for the identity page only once.
let leavingForLogin = false;

/** Core spec 2.2: 401 anywhere: remember the current path and go to the identity page (once). */
export function redirectToLogin(currentPath: string): void {
  if (leavingForLogin) return;
  leavingForLogin = true;
  rememberPath(currentPath);
  window.location.assign(AUTHORIZE_URL);
}
