import { productCalls } from "@catalogue/core/api/catalogue/calls/products.calls";
import { AUTOCOMPLETE_DEBOUNCE_MS, SEARCH_INPUT_MAX } from "@catalogue/core/constants";
import type { AutocompleteHint, SearchHistoryItem } from "@catalogue/core/model";
import { isAutocompleteTerm } from "@catalogue/core/rules";
import { useEffect, useId, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router-dom";
import { useCallQuery } from "../../lib/server-state";
import { productHref } from "../catalogue";
import { ScanButton } from "../scan";
import { createDebouncer } from "./debouncer";
import * as styles from "./header-search-bar.css";
import { readSearchHistory, rememberSearch } from "./search-history-store";
import { searchHref } from "./search-url-state";

type Option = AutocompleteHint | SearchHistoryItem;

/**
 * Core spec 2.3 / 5: the header's search bar: hints from 3 trimmed characters after 300 ms
 * (arrow keys move, Enter opens), the user's last 5 products while the text is shorter, Enter searches the text.
 */
export function HeaderSearchBar({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = useId();
  const [text, setText] = useState("");
  const [open, setOpen] = useState(false);
  const [term, setTerm] = useState("");
  const [active, setActive] = useState(-1);
  const debouncer = useMemo(
    () => createDebouncer((typed: string) => setTerm(typed.trim()), AUTOCOMPLETE_DEBOUNCE_MS),
    [],
  );
  useEffect(() => () => debouncer.cancel(), [debouncer]);
  // Hints are a help, not a must: the screen stays whatever happens to the call (keepsScreen).
  const answer = useCallQuery(
    productCalls.autocomplete,
    { query: { search: term } },
    { enabled: isAutocompleteTerm(term), keepsScreen: true, keepsPrevious: true },
  );
  const hints: AutocompleteHint[] = answer.data?.content ?? [];

  const showHints = isAutocompleteTerm(text);
  const options: Option[] = showHints ? hints : open ? readSearchHistory(userId) : [];
  const expanded = open && options.length > 0;

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const openProduct = (option: Option) => {
    rememberSearch(userId, {
      id: option.id,
      title: option.title,
      subtitle: option.subtitle,
      partNumber: option.partNumber,
      imageId: option.imageId,
    });
    close();
    setText("");
    navigate(productHref(option));
  };
  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      setOpen(true);
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((current) =>
        options.length === 0 ? -1 : (current + step + options.length) % options.length,
      );
    } else if (event.key === "Escape") close();
    else if (event.key === "Enter") {
      event.preventDefault();
      const chosen = options[active];
      if (expanded && chosen) openProduct(chosen);
      else {
        close();
        navigate(searchHref({ search: text.trim() }));
      }
    }
  };

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
        placeholder={t("catalogue.search.placeholder")}
        maxLength={SEARCH_INPUT_MAX}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(-1);
          if (isAutocompleteTerm(event.target.value)) debouncer.schedule(event.target.value);
          else {
            debouncer.cancel();
            setTerm("");
          }
        }}
        onFocus={() => setOpen(true)}
        onClick={() => setOpen(true)}
        onBlur={close}
        onKeyDown={onKeyDown}
      />
      <ScanButton className={styles.scan} onCode={(code) => navigate(searchHref({ search: code }))} />
      <div
        id={`${id}-list`}
        role="listbox"
        aria-label={t(showHints ? "catalogue.search.hints" : "catalogue.search.history")}
        className={styles.panel}
        hidden={!expanded}
      >
        {options.map((option, index) => (
          // The input keeps focus (aria-activedescendant); a mouse press must not blur it before the choice.
          // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard acts through the combobox input.
          // biome-ignore lint/a11y/useFocusableInteractive: options of a combobox are not focused themselves.
          <div
            key={option.id}
            id={`${id}-option-${index}`}
            role="option"
            aria-selected={index === active}
            className={index === active ? `${styles.option} ${styles.active}` : styles.option}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => openProduct(option)}
          >
            <span>{option.title}</span>
            {option.subtitle && <span className={styles.sub}>{option.subtitle}</span>}
            {option.partNumber && (
              <span className={styles.partNumber}>
                {t("catalogue.card.partNumber", { partNumber: option.partNumber })}
              </span>
            )}
          </div>
        ))}
      </div>
    </div>
  );
}
