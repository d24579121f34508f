import { useTranslation } from "react-i18next";
import { Button } from "../../../ui/button/button";
import * as styles from "../list-details.css";

/** Props of SelectionBar. */
export type SelectionBarProps = {
  selecting: boolean;
  count: number;
  /** Removing needs a list the user may edit. */
  editable: boolean;
  onEnter: () => void;
  onLeave: () => void;
  onTransfer: () => void;
  onRemove: () => void;
  /** Opens the multi-product wizard (core spec 2.3) with the ticked products. */
  onAddToLists?: () => void;
};

/** Core spec 4.7 (select mode): enter it, see how many are ticked, move or copy them, remove them, leave. */
export function SelectionBar(props: SelectionBarProps) {
  const { t } = useTranslation();
  if (!props.selecting)
    return (
      <div className={styles.headerActions}>
        <Button variant="secondary" onClick={props.onEnter}>
          {t("lists.selection.enter")}
        </Button>
      </div>
    );
  const none = props.count === 0;
  return (
    <div className={styles.headerActions}>
      <p className={styles.selectionCount} role="status" aria-live="polite">
        {t("lists.selection.count", { number: props.count })}
      </p>
      <Button onClick={props.onTransfer} disabled={none}>
        {t("lists.selection.transfer")}
      </Button>
      {props.onAddToLists && (
        <Button variant="secondary" onClick={props.onAddToLists} disabled={none} aria-haspopup="dialog">
          {t("wizard.selection.addToOtherLists")}
        </Button>
      )}
      {props.editable && (
        <Button variant="danger" onClick={props.onRemove} disabled={none}>
          {t("lists.selection.remove")}
        </Button>
      )}
      <Button variant="secondary" onClick={props.onLeave}>
        {t("lists.selection.leave")}
      </Button>
    </div>
  );
}
