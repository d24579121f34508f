import { useTranslation } from "react-i18next";
import { Button } from "../../ui/button/button";
import { Checkbox } from "../../ui/checkbox/checkbox";
import { Dialog } from "../../ui/dialog/dialog";
import { Spinner } from "../../ui/spinner/spinner";
import * as styles from "./add-to-list.css";
import { NewListForm, type NewListState } from "./new-list-form";

/** One of the caller's lists as the dialog shows it; `usable` is false for a list in another currency. */
export interface ListChoice {
  readonly id: number;
  readonly title: string;
  readonly defaultList: boolean;
  readonly usable: boolean;
}

/** The new-list form while it is open: the typed title, its error (an i18n message) and whether it is saving. */

/** The new-list form of the dialog (see NewListForm). */
export type CreatingState = NewListState;

/** Props of AddToListView. */
export type AddToListViewProps = {
  productTitle: string;
  /** loading: the lists are on their way; failed: they could not be loaded (retry); ready: the choice. */
  phase: "loading" | "failed" | "ready";
  lists: readonly ListChoice[];
  selectedIds: readonly number[];
  /** A translated problem to announce (a refused list, a failed addition). */
  error?: string;
  creating: CreatingState | null;
  adding: boolean;
  onToggle: (listId: number) => void;
  onStartCreate: () => void;
  onCreateTitle: (title: string) => void;
  onCreateSubmit: () => void;
  onCreateCancel: () => void;
  onConfirm: () => void;
  onRetry: () => void;
  onClose: () => void;
};

/**
 * Core spec 4.7: "add to list" as a pure view: the caller's lists as checkboxes (the default list
 * first), a new list on the way, and confirm. A list in another currency is shown but cannot be chosen.
 */
export function AddToListView(props: AddToListViewProps) {
  const { t } = useTranslation();
  const { phase, lists, selectedIds, creating, adding } = props;
  const footer =
    phase === "ready" ? (
      <>
        <Button variant="secondary" onClick={props.onClose}>
          {t("ui.common.cancel")}
        </Button>
        <Button onClick={props.onConfirm} loading={adding} disabled={selectedIds.length === 0}>
          {t("addToList.confirm", { count: selectedIds.length })}
        </Button>
      </>
    ) : undefined;
  return (
    <Dialog open onClose={props.onClose} title={t("addToList.title")} size="sm" footer={footer}>
      <p>{t("addToList.product", { title: props.productTitle })}</p>
      {phase === "loading" && <Spinner label={t("addToList.loading")} />}
      {phase === "failed" && (
        <div role="alert">
          <p>{t("addToList.loadFailed")}</p>
          <Button variant="secondary" onClick={props.onRetry}>
            {t("addToList.retry")}
          </Button>
        </div>
      )}
      {phase === "ready" && (
        <fieldset>
          <legend>{t("addToList.chooseLists")}</legend>
          <ul className={styles.lists}>
            {lists.map((list) => (
              <li key={list.id}>
                <Checkbox
                  label={list.defaultList ? t("addToList.defaultList", { title: list.title }) : list.title}
                  checked={selectedIds.includes(list.id)}
                  disabled={!list.usable}
                  onChange={() => props.onToggle(list.id)}
                />
                {!list.usable && <p className={styles.note}>{t("addToList.otherCurrency")}</p>}
              </li>
            ))}
          </ul>
        </fieldset>
      )}
      {phase === "ready" && (
        <NewListForm
          state={creating}
          onStart={props.onStartCreate}
          onTitle={props.onCreateTitle}
          onSubmit={props.onCreateSubmit}
          onCancel={props.onCreateCancel}
        />
      )}
      {props.error && (
        <p role="alert" className={styles.alert}>
          {props.error}
        </p>
      )}
    </Dialog>
  );
}
