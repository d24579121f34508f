/**
 * The browser's storage as the stores in this app use it: remembering is a convenience, never a requirement.
 * Storage can be blocked (private mode, cookies off: even reading `window.localStorage` throws) or full; then a
 * read finds nothing and a write keeps nothing, and no error reaches the user. A store passes a storage of its
 * own in tests, or `sessionStorage` for what lives only as long as the tab.
 */

type Where<S> = S | (() => S);

/** This browser's local storage, reached only when used (reaching it can throw). */
export const localStore = (): Storage => window.localStorage;
/** This tab's session storage, reached only when used. */
export const sessionStore = (): Storage => window.sessionStorage;

const resolve = <S>(where: Where<S>): S => (typeof where === "function" ? (where as () => S)() : where);

/** The value under `key`, or null when nothing is stored or storage is blocked. */
export function readStored(key: string, where: Where<Pick<Storage, "getItem">> = localStore): string | null {
  try {
    return resolve(where).getItem(key);
  } catch {
    return null;
  }
}

/** Stores `value` under `key`; false when storage refused it (blocked or full). */
export function writeStored(
  key: string,
  value: string,
  where: Where<Pick<Storage, "setItem">> = localStore,
): boolean {
  try {
    resolve(where).setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

/** Forgets `key`; blocked storage has nothing to forget. */
export function removeStored(key: string, where: Where<Pick<Storage, "removeItem">> = localStore): void {
  try {
    resolve(where).removeItem(key);
  } catch {
    // Nothing was stored where nothing can be.
  }
}
