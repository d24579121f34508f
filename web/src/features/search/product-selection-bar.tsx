import { useTranslation } from "react-i18next";
import { Button } from "../../ui/button/button";
import * as styles from "./product-selection.css";

/** Props of ProductSelectionBar. */
export type ProductSelectionBarProps = {
  selecting: boolean;
  count: number;
  onEnter: () => void;
  onLeave: () => void;
  onAddToLists: () => void;
};

/**
 * Core spec 2.3 (multi-product wizard): the search results' select mode: enter it, see how many products are
 * ticked, open the wizard with them, leave.
 */
export function ProductSelectionBar(props: ProductSelectionBarProps) {
  const { t } = useTranslation();
  if (!props.selecting)
    return (
      <div className={styles.start}>
        <Button variant="secondary" onClick={props.onEnter}>
          {t("wizard.selection.enter")}
        </Button>
      </div>
    );
  return (
    <div className={styles.bar} data-testid="product-selection-bar">
      <p className={styles.count} role="status" aria-live="polite">
        {t("wizard.selection.count", { number: props.count })}
      </p>
      <Button onClick={props.onAddToLists} disabled={props.count === 0} aria-haspopup="dialog">
        {t("wizard.selection.addToLists")}
      </Button>
      <Button variant="secondary" onClick={props.onLeave}>
        {t("wizard.selection.leave")}
      </Button>
    </div>
  );
}
