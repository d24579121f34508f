import { Workbox } from "workbox-window";
import { whenNoUnsavedWork } from "../../lib/unsaved-work";

/**
 * Supplement 7 (a service worker is registered) and core spec 4.10 (a service-worker update reloads the page).
 * Loaded with the app's frame after the first paint, outside the finder's initial JavaScript (development builds
 * have no worker: Vite serves the files). A new version takes over at once
 * (the build's `autoUpdate`); the page then reloads to run it, but only once no screen holds unsaved work.
 */
export function registerServiceWorker(): void {
  const workbox = new Workbox("/sw.js", { scope: "/" });
  workbox.addEventListener("controlling", (event) => {
    // The first install takes control of a page already running this version: nothing to reload.
    if (event.isUpdate) whenNoUnsavedWork(() => window.location.reload());
  });
  void workbox.register();
}
