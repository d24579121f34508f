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

/** Core spec 2.2: 401 anywhere: remember the current path and go to the identity page. */
export function redirectToLogin(currentPath: string): void {
  rememberPath(currentPath);
  window.location.assign(AUTHORIZE_URL);
}
