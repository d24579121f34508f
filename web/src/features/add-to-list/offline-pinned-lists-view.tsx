import { useTranslation } from "react-i18next";
import { Button } from "../../ui/button/button";
import { choiceList, choiceNote, choiceRow, choiceText } from "../../ui/choice-list/choice-list.css";
import { Dialog } from "../../ui/dialog/dialog";
import { Spinner } from "../../ui/spinner/spinner";

/** A pinned list as the offline dialog offers it: open to the product, holding it, or with its add waiting. */
export type OfflinePinnedList = {
  id: number;
  title: string;
  holds: "no" | "yes" | "waiting";
};

/** Props of OfflinePinnedListsView. */
export type OfflinePinnedListsViewProps = {
  productTitle: string;
  /** "loading" while the pinned lists kept offline are read. */
  phase: "loading" | "ready";
  /** The pinned lists kept offline that the user may change. */
  lists: readonly OfflinePinnedList[];
  onAdd: (listId: number) => void;
  onClose: () => void;
};

/**
 * Supplement 7 (offline sync): offline, a product goes into one of the pinned lists the app keeps, as an add
 * that waits in the queue with the list's own offline adds. A list that holds the product says so instead of
 * offering it again.
 *
 * **Do:** say that the add is sent when the connection returns. **Don't:** offer lists the app does not keep.
 */
export function OfflinePinnedListsView({
  productTitle,
  phase,
  lists,
  onAdd,
  onClose,
}: OfflinePinnedListsViewProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open
      onClose={onClose}
      title={t("offline.pinnedAdd.title")}
      footer={
        <Button variant="secondary" onClick={onClose}>
          {t("offline.add.close")}
        </Button>
      }
    >
      <p>{t("offline.pinnedAdd.explain", { title: productTitle })}</p>
      {phase === "loading" ? (
        <Spinner label={t("offline.pinnedAdd.loading")} />
      ) : lists.length === 0 ? (
        <p role="status">{t("offline.pinnedAdd.noneKept")}</p>
      ) : (
        <ul className={choiceList} aria-label={t("offline.pinnedAdd.lists")}>
          {lists.map((list) => (
            <li key={list.id} className={choiceRow}>
              <span className={choiceText}>{list.title}</span>
              {list.holds === "no" ? (
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={t("offline.pinnedAdd.addTo", { list: list.title })}
                  onClick={() => onAdd(list.id)}
                >
                  {t("offline.add.add")}
                </Button>
              ) : (
                <span className={choiceNote}>
                  {list.holds === "waiting" ? t("offline.add.waiting") : t("offline.pinnedAdd.held")}
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}
