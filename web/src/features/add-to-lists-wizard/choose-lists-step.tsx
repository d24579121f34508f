import { LIST_TITLE_MAX } from "@catalogue/core/constants";
import { useTranslation } from "react-i18next";
import { Button } from "../../ui/button/button";
import { Checkbox } from "../../ui/checkbox/checkbox";
import { TextField } from "../../ui/text-field/text-field";
import * as styles from "./wizard.css";

/** One of the caller's lists as the wizard offers it; `usable` is false for a list in another currency. */
export interface WizardListChoice {
  readonly id: number;
  readonly title: string;
  readonly currency: string;
  readonly defaultList: boolean;
  readonly usable: boolean;
}

/** The new-list form while it is open: the typed title, its error (translated) and whether it is saving. */
export interface NewListState {
  readonly title: string;
  readonly error?: string;
  readonly saving: boolean;
}

/** Props of ChooseListsStep. */
export type ChooseListsStepProps = {
  lists: readonly WizardListChoice[];
  selectedIds: readonly number[];
  newList: NewListState | null;
  onToggle: (listId: number) => void;
  onStartNewList: () => void;
  onNewListTitle: (title: string) => void;
  onNewListSubmit: () => void;
  onNewListCancel: () => void;
};

/**
 * Core spec 2.3 / 4.7 (wizard, step 1): the caller's lists as checkboxes, default list first; a list in another
 * currency is shown disabled with the reason; a new list can be created on the way and is then chosen.
 */
export function ChooseListsStep(props: ChooseListsStepProps) {
  const { t } = useTranslation();
  return (
    <>
      <fieldset>
        <legend>{t("wizard.lists.legend")}</legend>
        <ul className={styles.scroller}>
          {props.lists.map((list) => (
            <li key={list.id}>
              <Checkbox
                label={list.defaultList ? t("wizard.lists.defaultList", { title: list.title }) : list.title}
                checked={props.selectedIds.includes(list.id)}
                disabled={!list.usable}
                aria-describedby={list.usable ? undefined : `wizard-currency-${list.id}`}
                onChange={() => props.onToggle(list.id)}
              />
              {!list.usable && (
                <p id={`wizard-currency-${list.id}`} className={styles.note}>
                  {t("wizard.lists.otherCurrency", { currency: list.currency })}
                </p>
              )}
            </li>
          ))}
        </ul>
      </fieldset>
      <NewListForm {...props} />
    </>
  );
}

function NewListForm({
  newList,
  onStartNewList,
  onNewListTitle,
  onNewListSubmit,
  onNewListCancel,
}: ChooseListsStepProps) {
  const { t } = useTranslation();
  if (!newList)
    return (
      <div className={styles.createForm}>
        <Button variant="secondary" size="sm" onClick={onStartNewList}>
          {t("wizard.lists.newList")}
        </Button>
      </div>
    );
  return (
    <form
      className={styles.createForm}
      aria-label={t("wizard.lists.newList")}
      // Core's title rule gives the message (trimmed, required, 200 max), not the browser's bubble.
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onNewListSubmit();
      }}
    >
      <TextField
        label={t("wizard.lists.newListTitle")}
        value={newList.title}
        onChange={onNewListTitle}
        maxLength={LIST_TITLE_MAX}
        required
        error={newList.error}
        // The user just asked for the field: focus goes where they type.
        autoFocus
      />
      <div className={styles.row}>
        <Button type="submit" variant="secondary" size="sm" loading={newList.saving}>
          {t("wizard.lists.createList")}
        </Button>
        <Button variant="ghost" size="sm" onClick={onNewListCancel}>
          {t("ui.common.cancel")}
        </Button>
      </div>
    </form>
  );
}
