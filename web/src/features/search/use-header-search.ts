import { productCalls } from "@catalogue/core/api/catalogue/calls/products.calls";
import { AUTOCOMPLETE_DEBOUNCE_MS } from "@catalogue/core/constants";
import type { AutocompleteHint, SearchHistoryItem } from "@catalogue/core/model";
import { isAutocompleteTerm } from "@catalogue/core/rules";
import { type KeyboardEvent, useEffect, useMemo, useState } from "react";
import { useNavigate } from "react-router-dom";
import { useCallQuery } from "../../lib/server-state";
import { productHref } from "../catalogue";
import { createDebouncer } from "./debouncer";
import { readSearchHistory, rememberSearch } from "./search-history-store";
import { searchHref } from "./search-url-state";

/** A hint of the autocomplete or a product of the user's search history. */
export type SearchOption = AutocompleteHint | SearchHistoryItem;

/** The autocomplete's hints for the text typed, asked once typing pauses (only for a term long enough). */
function useAutocompleteHints(): { hints: AutocompleteHint[]; ask: (typed: string) => void } {
  const [term, setTerm] = useState("");
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
  const ask = (typed: string) => {
    if (isAutocompleteTerm(typed)) debouncer.schedule(typed);
    else {
      debouncer.cancel();
      setTerm("");
    }
  };
  return { hints: answer.data?.content ?? [], ask };
}

/**
 * The header search's combobox state: the typed text, the debounced hints (or the history while the text is
 * shorter), the active option, and the keys and choices that open a product or search the text.
 */
export function useHeaderSearch(userId: number) {
  const navigate = useNavigate();
  const [text, setText] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const { hints, ask } = useAutocompleteHints();

  const showHints = isAutocompleteTerm(text);
  const options: SearchOption[] = showHints ? hints : open ? readSearchHistory(userId) : [];
  const expanded = open && options.length > 0;

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const openProduct = (option: SearchOption) => {
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
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
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

  const onTextChange = (value: string) => {
    setText(value);
    setOpen(true);
    setActive(-1);
    ask(value);
  };
  return {
    text,
    options,
    expanded,
    active,
    showHints,
    show: () => setOpen(true),
    close,
    openProduct,
    onKeyDown,
    onTextChange,
    /** A code read by the camera searches as if it had been typed and entered (the search opens a single hit). */
    searchCode: (code: string) => navigate(searchHref({ search: code })),
  };
}
