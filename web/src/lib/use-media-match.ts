import { useCallback, useSyncExternalStore } from "react";

/**
 * Whether the media condition `query` (e.g. `widthFrom.sm` of styles/breakpoints) holds now; the component renders
 * again when it starts or stops holding. For what CSS cannot switch: an attribute's text, such as a placeholder.
 */
export function useMediaMatch(query: string): boolean {
  // The same subscription for the component's life (a new one on every render would listen anew each time).
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches);
}
