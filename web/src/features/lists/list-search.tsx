import { SEARCH_INPUT_MAX } from "@catalogue/core/constants";
import { useTranslation } from "react-i18next";
import { TextField } from "../../ui/text-field/text-field";
import * as styles from "./list-search.css";

/** Props of ListSearch. */
export type ListSearchProps = {
  value: string;
  onChange: (value: string) => void;
  /** How many of the list's products match, and how many it holds. */
  shown: number;
  total: number;
};

/**
 * Core spec 2.3 (list details): the field that narrows a list's rows to the products matching a text (core's
 * `matchesListSearch`). It filters the rows the screen holds, so it works the same without a connection.
 * While a text is typed, a status line says how many products match (announced by screen readers).
 */
export function ListSearch({ value, onChange, shown, total }: ListSearchProps) {
  const { t } = useTranslation();
  const searching = value.trim() !== "";
  return (
    <div className={styles.search}>
      <TextField
        type="search"
        label={t("offline.listSearch.label")}
        value={value}
        // Core spec 5: a search takes up to 100 characters; no counter, a search is not a text to write.
        onChange={(text) => onChange(text.slice(0, SEARCH_INPUT_MAX))}
        autoComplete="off"
        enterKeyHint="search"
      />
      <p role="status" className={styles.count}>
        {searching ? t("offline.listSearch.count", { shown, total }) : ""}
      </p>
    </div>
  );
}
