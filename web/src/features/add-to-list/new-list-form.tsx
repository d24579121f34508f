import { LIST_TITLE_MAX } from "@catalogue/core/constants";
import { useTranslation } from "react-i18next";
import { Button } from "../../ui/button/button";
import { TextField } from "../../ui/text-field/text-field";
import * as styles from "./add-to-list.css";

/** The new-list form while it is open: the typed title, its error (translated) and whether it is saving. */
export interface NewListState {
  readonly title: string;
  readonly error?: string;
  readonly saving: boolean;
}

/** Props of NewListForm. */
export type NewListFormProps = {
  /** Null while closed: then only the button that opens it shows. */
  state: NewListState | null;
  onStart: () => void;
  onTitle: (title: string) => void;
  onSubmit: () => void;
  onCancel: () => void;
};

/**
 * Core spec 2.3 / 5: creating a list on the way, inside a dialog that adds products to lists (the single-product
 * dialog and the multi-product wizard): a button, then the title field with core's title rule.
 */
export function NewListForm({ state, onStart, onTitle, onSubmit, onCancel }: NewListFormProps) {
  const { t } = useTranslation();
  if (!state)
    return (
      <div className={styles.createForm}>
        <Button variant="secondary" size="sm" onClick={onStart}>
          {t("addToList.newList")}
        </Button>
      </div>
    );
  return (
    <form
      className={styles.createForm}
      aria-label={t("addToList.newList")}
      // Core's title rule gives the message (trimmed, required, 200 max), not the browser's bubble.
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <TextField
        label={t("addToList.newListTitle")}
        value={state.title}
        onChange={onTitle}
        maxLength={LIST_TITLE_MAX}
        required
        error={state.error}
        // The user just asked for the field: focus goes where they type.
        autoFocus
      />
      <div className={styles.row}>
        <Button type="submit" variant="secondary" size="sm" loading={state.saving}>
          {t("addToList.createList")}
        </Button>
        <Button variant="ghost" size="sm" onClick={onCancel}>
          {t("ui.common.cancel")}
        </Button>
      </div>
    </form>
  );
}
