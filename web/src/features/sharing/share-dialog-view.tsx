import { SHARE_NOTE_MAX } from "@catalogue/core/constants";
import type { FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { FormDialog } from "../../ui/dialog/form-dialog";
import { Tabs } from "../../ui/tabs/tabs";
import { TextArea } from "../../ui/text-area/text-area";
import { type CountryOption, CountryTargets, type SubregionOption } from "./country-targets";
import type { ShareFormErrors, ShareFormValues, ShareKind } from "./share-form-values";
import * as styles from "./sharing.css";
import { UserPicker, type UserSearch } from "./user-picker";

/** Props of ShareDialogView. */
export type ShareDialogViewProps = {
  listTitle: string;
  /** The ways this user may share (countries for Key users and admins; none of them for partners). */
  kinds: ShareKind[];
  kind: ShareKind;
  onKind: (kind: ShareKind) => void;
  values: ShareFormValues;
  onChange: (values: ShareFormValues) => void;
  /** The errors to show: none until the user leaves the note or tries to share (not validated on open). */
  errors: ShareFormErrors;
  countries: CountryOption[];
  subregions: SubregionOption[];
  search: UserSearch;
  onSearch: (text: string) => void;
  onNoteBlur: () => void;
  busy?: boolean;
  onSubmit: () => void;
  onClose: () => void;
};

/** Core spec 5 (share dialog): a note and the places or people a list goes to, in a tab per way of sharing. */
export function ShareDialogView(props: ShareDialogViewProps) {
  const { t } = useTranslation();
  const { values, onChange, errors } = props;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSubmit();
  };
  const targets = (kind: ShareKind) =>
    kind === "countries" ? (
      <CountryTargets
        countries={props.countries}
        subregions={props.subregions}
        values={values}
        onChange={(places) => onChange({ ...values, ...places })}
      />
    ) : (
      <UserPicker
        label={t(kind === "colleagues" ? "sharing.dialog.findColleague" : "sharing.dialog.findPartner")}
        chosen={values[kind]}
        search={props.search}
        onSearch={props.onSearch}
        onChange={(chosen) => onChange({ ...values, [kind]: chosen })}
      />
    );
  return (
    <FormDialog
      open
      onClose={props.onClose}
      title={t("sharing.dialog.title", { title: props.listTitle })}
      size="md"
      submitLabel={t("sharing.dialog.share")}
      onSubmit={submit}
      busy={props.busy}
    >
      <Tabs
        label={t("sharing.dialog.ways")}
        selectedId={props.kind}
        onChange={(id) => props.onKind(id as ShareKind)}
        items={props.kinds.map((kind) => ({
          id: kind,
          label: t(`sharing.kinds.${kind}`),
          content: <div className={styles.form}>{targets(kind)}</div>,
        }))}
      />
      {errors.targets && (
        <p className={styles.error} role="alert">
          {t(errors.targets)}
        </p>
      )}
      <TextArea
        label={t("sharing.dialog.note")}
        value={values.note}
        required
        maxLength={SHARE_NOTE_MAX}
        error={errors.note ? t(errors.note, { max: SHARE_NOTE_MAX, count: SHARE_NOTE_MAX }) : undefined}
        onChange={(note) => onChange({ ...values, note })}
        onBlur={props.onNoteBlur}
      />
    </FormDialog>
  );
}
