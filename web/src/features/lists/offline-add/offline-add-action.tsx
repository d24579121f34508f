import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../ui/button/button";
import { PlusIcon } from "../../../ui/icons/icons";
import { useToast } from "../../../ui/toast/toast-provider";
import { useOnline } from "../../offline-edits";

// The dialog reads the service worker's copies: it loads on the first click, never with the list screen.
const OfflineAddDialog = lazy(() => import("./offline-add-dialog"));

/** Props of OfflineAddAction. */
export type OfflineAddActionProps = { listId: number; heldProductIds: readonly number[] };

/**
 * Supplement 7 (offline sync): on a list the user may change, while offline, the button that adds a product the
 * app holds. Online, products are added from their cards and pages as usual, so it is not shown.
 */
export function OfflineAddAction({ listId, heldProductIds }: OfflineAddActionProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const online = useOnline();
  const [open, setOpen] = useState(false);
  if (online && !open) return null;
  return (
    <>
      <Button variant="secondary" icon={<PlusIcon />} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {t("offline.add.open")}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <OfflineAddDialog
            listId={listId}
            heldProductIds={heldProductIds}
            onClose={(added) => {
              setOpen(false);
              if (added)
                toast.show({ tone: "success", message: t("offline.add.added", { title: added.title }) });
            }}
          />
        </Suspense>
      )}
    </>
  );
}
