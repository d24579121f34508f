import type { UserProfileResponse } from "@catalogue/core/api";
import type { ProductList } from "@catalogue/core/model";
import { canStartDraft } from "@catalogue/core/rules/lists";
import { lazy, Suspense, useCallback, useState } from "react";
import { useTranslation } from "react-i18next";
import { useRouteLoaderData } from "react-router-dom";
import { Button } from "../../ui/button/button";
import { EditIcon } from "../../ui/icons/icons";

const DraftStarter = lazy(() => import("./draft-starter"));

/**
 * Core spec 4.7 / 6: "Start draft" on a country list, for a Key user holding the role in every country of the
 * list (core `canStartDraft`; admins everywhere). The draft machine loads when the button is pressed.
 */
export function StartDraftAction({ list }: { list: ProductList }) {
  const { t } = useTranslation();
  const profile = useRouteLoaderData("shell") as UserProfileResponse | undefined;
  const [starting, setStarting] = useState(false);
  const done = useCallback(() => setStarting(false), []);
  if (!profile || list.type !== "countryShare" || !canStartDraft(profile, list.sharedCountryIds)) return null;
  return (
    <>
      <Button variant="secondary" icon={<EditIcon />} loading={starting} onClick={() => setStarting(true)}>
        {t("drafts.start")}
      </Button>
      {starting && (
        <Suspense fallback={null}>
          <DraftStarter
            list={list}
            user={{
              currencyShortcut: profile.currencyShortcut ?? null,
              countryId: profile.countryId ?? null,
            }}
            onDone={done}
          />
        </Suspense>
      )}
    </>
  );
}
