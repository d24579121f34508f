import type { UserProfileResponse } from "@catalogue/core/api";
import type { CurrencyCode, Separator } from "@catalogue/core/model";
import { formatMoney, numberLocaleFor } from "@catalogue/core/pricing";
import { useRouteLoaderData } from "react-router-dom";

/** Core spec 6 / 9: what the catalogue views need of the signed-in user: who (history key) and how prices read. */
export interface Viewer {
  readonly userId: number;
  readonly currency: CurrencyCode | null;
  readonly separator: Separator;
}

/** Core spec 9: the viewer of the shell's profile (stories and tests pass their own). */
export function useViewer(): Viewer {
  const profile = useRouteLoaderData("shell") as UserProfileResponse | undefined;
  return {
    userId: profile?.id ?? 0,
    currency: profile?.currencyShortcut ?? null,
    separator: profile?.separator ?? "DOT",
  };
}

/** Core spec 9: an amount in the viewer's currency and number format (EUR when no currency is set). */
export function formatPrice(amount: number, viewer: Viewer): string {
  return formatMoney(amount, viewer.currency ?? "EUR", numberLocaleFor(viewer.separator));
}
