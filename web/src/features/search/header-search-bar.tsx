import { SEARCH_INPUT_MAX } from "@catalogue/core/constants";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { useMediaMatch } from "../../lib/use-media-match";
import { widthFrom } from "../../styles/breakpoints";
import { ScanButton } from "../scan";
import * as styles from "./header-search-bar.css";
import { type SearchOption, useHeaderSearch } from "./use-header-search";

/**
 * Core spec 2.3 / 5: the header's search bar: hints from 3 trimmed characters after 300 ms
 * (arrow keys move, Enter opens), the user's last 5 products while the text is shorter, Enter searches the text.
 */
export function HeaderSearchBar({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const id = useId();
  const search = useHeaderSearch(userId);
  const { expanded, active } = search;
  // On a phone the bar is some 110 px wide: the whole hint showed as "Search by", so a phone gets one word.
  const wide = useMediaMatch(widthFrom.sm);
  return (
    <div className={styles.root}>
      <label htmlFor={`${id}-input`} className={styles.label}>
        {t("catalogue.search.label")}
      </label>
      <input
        id={`${id}-input`}
        className={styles.input}
        type="search"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={`${id}-list`}
        aria-activedescendant={expanded && active >= 0 ? `${id}-option-${active}` : undefined}
        placeholder={t(wide ? "catalogue.search.placeholder" : "catalogue.search.placeholderShort")}
        maxLength={SEARCH_INPUT_MAX}
        value={search.text}
        onChange={(event) => search.onTextChange(event.target.value)}
        onFocus={search.show}
        onClick={search.show}
        onBlur={search.close}
        onKeyDown={search.onKeyDown}
      />
      <ScanButton className={styles.scan} onCode={search.searchCode} />
      <div
        id={`${id}-list`}
        role="listbox"
        aria-label={t(search.showHints ? "catalogue.search.hints" : "catalogue.search.history")}
        className={styles.panel}
        hidden={!expanded}
      >
        {search.options.map((option, index) => (
          <SearchOptionRow
            key={option.id}
            id={`${id}-option-${index}`}
            option={option}
            active={index === active}
            onChoose={search.openProduct}
          />
        ))}
      </div>
    </div>
  );
}

/** One option of the listbox: the product's title, subtitle and part number. */
function SearchOptionRow({
  id,
  option,
  active,
  onChoose,
}: {
  id: string;
  option: SearchOption;
  active: boolean;
  onChoose: (option: SearchOption) => void;
}) {
  const { t } = useTranslation();
  return (
    // The input keeps focus (aria-activedescendant); a mouse press must not blur it before the choice.
    // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard acts through the combobox input.
    // biome-ignore lint/a11y/useFocusableInteractive: options of a combobox are not focused themselves.
    <div
      id={id}
      role="option"
      aria-selected={active}
      className={active ? `${styles.option} ${styles.active}` : styles.option}
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => onChoose(option)}
    >
      <span>{option.title}</span>
      {option.subtitle && <span className={styles.sub}>{option.subtitle}</span>}
      {option.partNumber && (
        <span className={styles.partNumber}>
          {t("catalogue.card.partNumber", { partNumber: option.partNumber })}
        </span>
      )}
    </div>
  );
}
