/**
 * Core spec 4.10: whether any screen holds unsaved work right now. The leave guard of each screen marks its work
 * here, so what happens outside the screens (a new app version that wants to reload the page) can wait for it.
 */
let holders = 0;
const waiting = new Set<() => void>();

/** Marks unsaved work until the returned function is called (once). */
export function holdUnsavedWork(): () => void {
  holders += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holders -= 1;
    if (holders > 0) return;
    const runs = [...waiting];
    waiting.clear();
    for (const run of runs) run();
  };
}

export function hasUnsavedWork(): boolean {
  return holders > 0;
}

/** Runs `run` now when nothing is unsaved, else as soon as the last unsaved work is saved or dropped. */
export function whenNoUnsavedWork(run: () => void): void {
  if (holders === 0) run();
  else waiting.add(run);
}
