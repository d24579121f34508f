import type { ProductList } from "@catalogue/core/model";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../ui/button/button";
import { ListIcon, ShareIcon } from "../../ui/icons/icons";
import { shareKindsOf } from "./share-kinds";
import { useShareProfile } from "./use-share-profile";

const ShareDialog = lazy(() => import("./share-dialog"));
const SaveAsMineDialog = lazy(() => import("./save-as-mine-dialog"));

/** Props of ListSharingActions. */
export type ListSharingActionsProps = {
  list: Pick<ProductList, "id" | "type" | "title" | "currency" | "draft">;
};

/**
 * Core spec 2.3 / 4.7: the list header's share action on the owner's personal lists (none for partners, core
 * spec 6) and "save as mine" on a list shared with the user. The dialogs load when first opened.
 */
export function ListSharingActions({ list }: ListSharingActionsProps) {
  const { t } = useTranslation();
  const profile = useShareProfile();
  const [open, setOpen] = useState<"share" | "saveAsMine" | null>(null);
  const shareable = list.type === "personal" && !list.draft && shareKindsOf(profile).length > 0;
  const received = list.type === "privateShare" || list.type === "countryShare";
  const close = () => setOpen(null);
  return (
    <>
      {shareable && (
        <Button
          variant="secondary"
          icon={<ShareIcon />}
          onClick={() => setOpen("share")}
          data-hint="list.share"
        >
          {t("sharing.actions.share")}
        </Button>
      )}
      {received && (
        <Button variant="secondary" icon={<ListIcon />} onClick={() => setOpen("saveAsMine")}>
          {t("sharing.actions.saveAsMine")}
        </Button>
      )}
      <Suspense fallback={null}>
        {open === "share" && <ShareDialog list={list} onClose={close} />}
        {open === "saveAsMine" && (
          <SaveAsMineDialog list={list} userCurrency={profile?.currencyShortcut ?? null} onClose={close} />
        )}
      </Suspense>
    </>
  );
}
