import { ChevronDownIcon, ChevronUpIcon, SortIcon } from "../icons/icons";
import * as styles from "./sort-header.css";

/** Supplement 9: the sort direction of a column. */
export type SortDirection = "asc" | "desc";

/** The sort of a table: which field, which way. */
export type SortState = { field: string; direction: SortDirection };

/** Props of SortHeader. */
export type SortHeaderProps = {
  field: string;
  label: string;
  sort: SortState | undefined;
  onSort: (sort: SortState) => void;
};

/**
 * Supplement 9 (sortable column header): a column header button; a first press sorts ascending, the next
 * flips the direction. The header states its sort with aria-sort.
 */
export function SortHeader({ field, label, sort, onSort }: SortHeaderProps) {
  const active = sort?.field === field;
  const direction = active ? sort.direction : undefined;
  const ariaSort = direction === "asc" ? "ascending" : direction === "desc" ? "descending" : "none";
  const Icon = direction === "asc" ? ChevronUpIcon : direction === "desc" ? ChevronDownIcon : SortIcon;
  return (
    <th scope="col" aria-sort={ariaSort} className={styles.cell}>
      <button
        type="button"
        className={styles.button}
        onClick={() => onSort({ field, direction: direction === "asc" ? "desc" : "asc" })}
      >
        {label}
        <Icon size={16} className={active ? undefined : styles.inactiveIcon} />
      </button>
    </th>
  );
}
