import { useCallback, useState } from "react";
import type { TypedPrices } from "./list-prices";

/**
 * Core spec 2.3 / 9 (price corridor guard): the CRPs typed into a list's rows and not committed yet, so the row and
 * the totals flag a price outside the GGP corridor while the user types. A commit settles the row's entry: from then
 * on the list's optimistic answer carries the price.
 */
export function useTypedPrices() {
  const [typed, setTyped] = useState<TypedPrices>({});
  const type = useCallback(
    (elementId: number, crp: number) =>
      setTyped((current) => (current[elementId] === crp ? current : { ...current, [elementId]: crp })),
    [],
  );
  const settle = useCallback(
    (elementId: number) =>
      setTyped((current) => {
        if (!(elementId in current)) return current;
        const { [elementId]: _settled, ...rest } = current;
        return rest;
      }),
    [],
  );
  return { typed, type, settle };
}
