import type { DuplicateResolution } from "@catalogue/core/rules/lists";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { FormDialog } from "../../../ui/dialog/form-dialog";
import { RadioGroup } from "../../../ui/radio-group/radio-group";
import * as styles from "../list-dialogs.css";

/** Props of DuplicatesDialog. */
export type DuplicatesDialogProps = {
  /** Per target list, the titles of the selected products it already holds. */
  targets: readonly { listId: number; title: string; products: readonly string[] }[];
  busy?: boolean;
  onResolve: (resolution: DuplicateResolution) => void;
  onClose: () => void;
};

/**
 * Core spec 4.7 (duplicates conflict): some products are already on a target list. They are never doubled; the
 * user chooses whether the new prices and quantities replace the ones on the list or are ignored.
 */
export function DuplicatesDialog(props: DuplicatesDialogProps) {
  const { t } = useTranslation();
  const [prices, setPrices] = useState<DuplicateResolution["prices"]>("ignore");
  const [quantities, setQuantities] = useState<DuplicateResolution["quantities"]>("ignore");
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!props.busy) props.onResolve({ prices, quantities });
  };
  const choice = (kind: "prices" | "quantities") => [
    { value: "override", label: t(`lists.move.conflict.${kind}.override`) },
    { value: "ignore", label: t(`lists.move.conflict.${kind}.ignore`) },
  ];
  return (
    <FormDialog
      open
      role="alertdialog"
      onClose={props.onClose}
      title={t("lists.move.conflict.title")}
      size="sm"
      submitLabel={t("lists.move.conflict.confirm")}
      onSubmit={submit}
      busy={props.busy}
    >
      <ul className={styles.mailLogList}>
        {props.targets.map((target) => (
          <li key={target.listId}>
            {t("lists.move.conflict.already", { list: target.title, products: target.products.join(", ") })}
          </li>
        ))}
      </ul>
      <RadioGroup
        legend={t("lists.move.conflict.prices.legend")}
        value={prices}
        onChange={(value) => setPrices(value as DuplicateResolution["prices"])}
        options={choice("prices")}
      />
      <RadioGroup
        legend={t("lists.move.conflict.quantities.legend")}
        value={quantities}
        onChange={(value) => setQuantities(value as DuplicateResolution["quantities"])}
        options={choice("quantities")}
      />
    </FormDialog>
  );
}
