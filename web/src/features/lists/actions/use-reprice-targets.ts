import type { UserProfileResponse } from "@catalogue/core/api";
import type { ProductList } from "@catalogue/core/model";
import { repriceTargets } from "@catalogue/core/rules/lists";
import { useMemo } from "react";
import { useRouteLoaderData } from "react-router-dom";
import type { RepriceCountry } from "./reprice-dialog";

/** Core spec 6: the countries of the shell's profile a list may be copied into (held, not the list's own). */
export function useRepriceTargets(list: Pick<ProductList, "countryId">): RepriceCountry[] {
  const profile = useRouteLoaderData("shell") as UserProfileResponse | undefined;
  return useMemo(
    () =>
      repriceTargets(profile?.accessibleCountries ?? [], list.countryId).map(({ id, name }) => ({
        id,
        name,
      })),
    [profile, list.countryId],
  );
}
