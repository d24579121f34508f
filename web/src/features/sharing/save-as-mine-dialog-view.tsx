import { LIST_TITLE_MAX } from "@catalogue/core/constants";
import type { FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { FormDialog } from "../../ui/dialog/form-dialog";
import { TextField } from "../../ui/text-field/text-field";
import * as styles from "./sharing.css";

/** Props of SaveAsMineDialogView. */
export type SaveAsMineDialogViewProps = {
  title: string;
  onTitle: (title: string) => void;
  /** A translation key: the title's error, once shown. */
  error?: string;
  /** The shared list's currency when it is not the user's: its prices are not copied, which the dialog says. */
  otherCurrency?: { list: string; user: string };
  busy?: boolean;
  onSave: () => void;
  onClose: () => void;
};

/** Core spec 4.7 (save as mine): a personal copy of a shared list under a title of the user's choice. */
export function SaveAsMineDialogView(props: SaveAsMineDialogViewProps) {
  const { t } = useTranslation();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSave();
  };
  return (
    <FormDialog
      open
      onClose={props.onClose}
      title={t("sharing.saveAsMine.title")}
      size="sm"
      submitLabel={t("sharing.saveAsMine.save")}
      onSubmit={submit}
      busy={props.busy}
    >
      <TextField
        label={t("sharing.saveAsMine.name")}
        value={props.title}
        required
        maxLength={LIST_TITLE_MAX}
        error={props.error ? t(props.error, { max: LIST_TITLE_MAX, count: LIST_TITLE_MAX }) : undefined}
        onChange={props.onTitle}
      />
      {props.otherCurrency && (
        <p className={styles.muted}>{t("sharing.saveAsMine.pricesDropped", props.otherCurrency)}</p>
      )}
    </FormDialog>
  );
}
