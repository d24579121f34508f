import { SEARCH_INPUT_MAX } from "@catalogue/core/constants";
import { TextField } from "../../ui/text-field/text-field";
import * as styles from "./list-search.css";

/** Props of ListSearch. */
export type ListSearchProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** How many products match, as the user reads it; empty while nothing is searched. */
  status: string;
};

/**
 * Core spec 2.3 (list details): the field that narrows products to those matching a text (core's
 * `matchesListSearch`): a list's rows, or the products kept for adding offline. It filters what the screen
 * holds, so it works the same without a connection. A status line says how many match (read out by screen
 * readers).
 */
export function ListSearch({ label, value, onChange, status }: ListSearchProps) {
  return (
    <div className={styles.search}>
      <TextField
        type="search"
        label={label}
        value={value}
        // Core spec 5: a search takes up to 100 characters; no counter, a search is not a text to write.
        onChange={(text) => onChange(text.slice(0, SEARCH_INPUT_MAX))}
        autoComplete="off"
        enterKeyHint="search"
      />
      <p role="status" className={styles.count}>
        {status}
      </p>
    </div>
  );
}
