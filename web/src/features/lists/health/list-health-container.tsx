import type { ProductList } from "@catalogue/core/model";
import { formatDateTime, formatMoney, numberLocaleFor } from "@catalogue/core/pricing";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "../../../ui/confirm-dialog/confirm-dialog";
import type { Viewer } from "../../catalogue";
import { ListHealthPanel } from "./list-health-panel";
import { useListHealth } from "./use-list-health";

/** Props of ListHealth. */
export type ListHealthProps = { list: ProductList; viewer: Viewer };

/**
 * Core spec 4.2 / 4.7: the "changes since you last opened this list" panel of one list, shown only when something
 * changed; replacing is for the owner of a personal list. The first open remembers the list and shows nothing.
 */
export function ListHealth({ list, viewer }: ListHealthProps) {
  const { t, i18n } = useTranslation();
  const health = useListHealth(list.id);
  const answer = health.health;
  const flagged = answer?.products.filter((product) => product.changes.length > 0) ?? [];
  if (!answer || flagged.length === 0 || answer.since === null) return null;
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const duplicate = health.duplicate;
  return (
    <>
      <ListHealthPanel
        flagged={flagged}
        since={formatDateTime(answer.since, { timeZone, language: i18n.language })}
        money={(amount) => formatMoney(amount, list.currency, numberLocaleFor(viewer.separator))}
        canReplace={list.type === "personal" && !list.draft}
        replacing={health.replacing}
        onReplace={(product, alternativeId) => health.replace({ product, alternativeId })}
        onDismiss={health.seen}
        dismissing={health.seeing}
      />
      <ConfirmDialog
        open={duplicate !== null}
        title={t("listHealth.duplicateTitle")}
        confirmLabel={t("listHealth.duplicateConfirm")}
        busy={health.replacing !== null}
        onConfirm={health.merge}
        onCancel={health.cancelMerge}
      >
        {duplicate &&
          t("listHealth.duplicateBody", {
            product: duplicate.product.title,
            alternative: health.duplicateTitle,
            quantity: duplicate.product.quantity,
          })}
      </ConfirmDialog>
    </>
  );
}
