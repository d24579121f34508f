import type { ProductList } from "@catalogue/core/model";
import { canListReceiveProducts } from "@catalogue/core/rules/lists";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Checkbox } from "../../../ui/checkbox/checkbox";
import { FormDialog } from "../../../ui/dialog/form-dialog";
import { RadioGroup } from "../../../ui/radio-group/radio-group";
import * as styles from "../list-dialogs.css";
import type { TransferMode } from "./transfer-elements";

/** Props of TransferDialog. */
export type TransferDialogProps = {
  /** How many elements are selected. */
  count: number;
  /** The user's other personal lists. */
  lists: readonly Pick<ProductList, "id" | "title" | "currency">[];
  /** The user's currency (core spec 5: a list in another currency cannot receive the products). */
  currency: string | null;
  /** Moving takes the elements off this list: only its owner may. */
  canMove: boolean;
  busy?: boolean;
  onSubmit: (mode: TransferMode, targetIds: number[]) => void;
  onClose: () => void;
};

/** Core spec 4.7: move or copy the selected elements to one or several other lists. */
export function TransferDialog(props: TransferDialogProps) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<TransferMode>(props.canMove ? "move" : "copy");
  const [targets, setTargets] = useState<number[]>([]);
  const [tried, setTried] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (targets.length > 0 && !props.busy) props.onSubmit(mode, targets);
  };
  return (
    <FormDialog
      open
      onClose={props.onClose}
      title={t("lists.move.title", { number: props.count })}
      size="sm"
      submitLabel={t(mode === "move" ? "lists.move.move" : "lists.move.copy")}
      onSubmit={submit}
      busy={props.busy}
    >
      <RadioGroup
        legend={t("lists.move.mode")}
        value={mode}
        direction="row"
        onChange={(value) => setMode(value as TransferMode)}
        options={[
          { value: "move", label: t("lists.move.move"), disabled: !props.canMove },
          { value: "copy", label: t("lists.move.copy") },
        ]}
      />
      <fieldset className={styles.fieldset}>
        <legend>{t("lists.move.targets")}</legend>
        {props.lists.length === 0 && <p className={styles.hint}>{t("lists.move.noTargets")}</p>}
        {props.lists.map((list) => {
          const receives = canListReceiveProducts(list, props.currency);
          return (
            <div key={list.id}>
              <Checkbox
                label={list.title}
                checked={targets.includes(list.id)}
                disabled={!receives}
                aria-describedby={receives ? undefined : `currency-${list.id}`}
                onChange={(checked) =>
                  setTargets((all) => (checked ? [...all, list.id] : all.filter((id) => id !== list.id)))
                }
              />
              {!receives && (
                <p id={`currency-${list.id}`} className={styles.hint}>
                  {t("lists.move.otherCurrency", { currency: list.currency, own: props.currency ?? "" })}
                </p>
              )}
            </div>
          );
        })}
        {tried && targets.length === 0 && (
          <p className={styles.error} role="alert">
            {t("lists.move.chooseTarget")}
          </p>
        )}
      </fieldset>
    </FormDialog>
  );
}
