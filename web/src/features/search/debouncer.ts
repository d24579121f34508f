/** Core spec 5 "Search": a call that waits `delayMs` after the last change, unless flushed (Enter, blur). */
export interface Debouncer<T> {
  /** Remembers the value and (re)starts the wait. */
  schedule(value: T): void;
  /** Runs now with the pending value, if any (Enter or blur). */
  flush(): void;
  /** Drops the pending value (unmount). */
  cancel(): void;
}

/**
 * Core spec 5 / 9: the search-as-you-type timing (800 ms, flushed on Enter or blur) and the autocomplete
 * debounce (300 ms). A flush with nothing pending does nothing, so Enter after the timer fired runs only once.
 */
export function createDebouncer<T>(run: (value: T) => void, delayMs: number): Debouncer<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: { value: T } | undefined;
  const fire = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    const current = pending;
    pending = undefined;
    if (current) run(current.value);
  };
  return {
    schedule(value) {
      pending = { value };
      if (timer !== undefined) clearTimeout(timer);
      timer = setTimeout(fire, delayMs);
    },
    flush: fire,
    cancel() {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      pending = undefined;
    },
  };
}
