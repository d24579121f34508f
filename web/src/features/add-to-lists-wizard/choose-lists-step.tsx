import { useTranslation } from "react-i18next";
import { Checkbox } from "../../ui/checkbox/checkbox";
import { NewListForm, type NewListState } from "../add-to-list";
import * as styles from "./wizard.css";

/** One of the caller's lists as the wizard offers it; `usable` is false for a list in another currency. */
export interface WizardListChoice {
  readonly id: number;
  readonly title: string;
  readonly currency: string;
  readonly defaultList: boolean;
  readonly usable: boolean;
}

/** The new-list form while it is open (see NewListForm). */
export type { NewListState };

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
      <NewListForm
        state={props.newList}
        onStart={props.onStartNewList}
        onTitle={props.onNewListTitle}
        onSubmit={props.onNewListSubmit}
        onCancel={props.onNewListCancel}
      />
    </>
  );
}
