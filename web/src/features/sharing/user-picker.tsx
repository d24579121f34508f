import type { UserHint } from "@catalogue/core/api";
import { useTranslation } from "react-i18next";
import { IconButton } from "../../ui/icon-button/icon-button";
import { CloseIcon } from "../../ui/icons/icons";
import { TextField } from "../../ui/text-field/text-field";
import * as styles from "./sharing.css";

/** What the picker's search found: nothing asked yet, searching, or the hints. */
export type UserSearch = { text: string; hints: UserHint[] | undefined; loading: boolean };

/** Props of UserPicker. */
export type UserPickerProps = {
  label: string;
  chosen: UserHint[];
  search: UserSearch;
  onSearch: (text: string) => void;
  onChange: (chosen: UserHint[]) => void;
};

/** The fewest characters the user autocomplete answers to (supplement 7, users autocomplete). */
export const USER_SEARCH_MIN = 3;

const fullName = (user: UserHint) => `${user.name} ${user.surname}`;

/**
 * Core spec 5 (share dialog): colleagues or partners picked from the users autocomplete (3 or more characters of
 * name or e-mail); each chosen one shows with a button that removes it.
 */
export function UserPicker({ label, chosen, search, onSearch, onChange }: UserPickerProps) {
  const { t } = useTranslation();
  const offered = (search.hints ?? []).filter((hint) => !chosen.some((user) => user.id === hint.id));
  const asked = search.text.trim().length >= USER_SEARCH_MIN;
  return (
    <div className={styles.section}>
      <TextField
        type="search"
        label={label}
        hint={t("sharing.dialog.searchHint", { min: USER_SEARCH_MIN })}
        value={search.text}
        autoComplete="off"
        onChange={onSearch}
      />
      {asked && !search.loading && offered.length === 0 && (
        <p className={styles.muted} role="status">
          {t("sharing.dialog.noMatches")}
        </p>
      )}
      {asked && offered.length > 0 && (
        <ul className={styles.hints} aria-label={t("sharing.dialog.matches")}>
          {offered.map((hint) => (
            <li key={hint.id}>
              <button type="button" className={styles.hint} onClick={() => onChange([...chosen, hint])}>
                {fullName(hint)} <span className={styles.muted}>{hint.email}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {chosen.length > 0 && (
        <ul className={styles.chips} aria-label={t("sharing.dialog.chosen")}>
          {chosen.map((user) => (
            <li key={user.id} className={styles.chosenUser}>
              <span>{fullName(user)}</span>
              <IconButton
                size="sm"
                icon={<CloseIcon size={16} />}
                label={t("sharing.dialog.remove", { name: fullName(user) })}
                onClick={() => onChange(chosen.filter((other) => other.id !== user.id))}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
