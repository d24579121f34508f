import type { AccessProfile } from "@catalogue/core/access";
import type { UserProfileResponse } from "@catalogue/core/api";
import { DEFAULT_CURRENCY } from "@catalogue/core/constants";
import type { CurrencyCode, Separator } from "@catalogue/core/model";
import { formatMoney, numberLocaleFor } from "@catalogue/core/pricing";
import { useMemo } from "react";
import { useRouteLoaderData } from "react-router-dom";

/**
 * Core spec 6 / 9: what the catalogue views need of the signed-in user: who (history key), how prices read, and
 * the role and price setting that decide how the GGP is labelled.
 */
export interface Viewer extends Pick<AccessProfile, "role" | "showPrices"> {
  readonly userId: number;
  readonly currency: CurrencyCode | null;
  readonly separator: Separator;
}

/** Core spec 9: the viewer of the shell's profile (stories and tests pass their own). */
export function useViewer(): Viewer {
  const profile = useRouteLoaderData("shell") as UserProfileResponse | undefined;
  // One object per profile, so views that compare their props (the list's rows) see an unchanged viewer.
  return useMemo(
    () => ({
      userId: profile?.id ?? 0,
      currency: profile?.currencyShortcut ?? null,
      separator: profile?.separator ?? "DOT",
      // Without a profile nothing is priced: the lowest role with prices off.
      role: profile?.role ?? "BASIC_USER",
      showPrices: profile?.showPrices ?? false,
    }),
    [profile],
  );
}

/** Core spec 9: an amount in the viewer's currency and number format (the default currency when none is set). */
export function formatPrice(amount: number, viewer: Viewer): string {
  return formatMoney(amount, viewer.currency ?? DEFAULT_CURRENCY, numberLocaleFor(viewer.separator));
}
