import { productCalls } from "@catalogue/core/api/catalogue/calls/products.calls";
import type { AutocompleteHint } from "@catalogue/core/model";
import { useQueries } from "@tanstack/react-query";
import { useState } from "react";
import { callQueryOptions, useCallQuery, useClientConfig } from "../../lib/server-state";
import { useDebounced } from "../../lib/use-debounced";
import { AvailabilitySettingsView } from "./availability-settings-view";

/** Typing pauses this long before the product search goes to the server. */
const SEARCH_DELAY_MS = 300;
/** The autocomplete answers nothing under three characters. */
const MIN_SEARCH = 3;

/** The products behind the indicators' part numbers (the indicator answer names only the part number). */
function useProductsOf(partNumbers: readonly string[]): ReadonlyMap<string, AutocompleteHint> {
  const config = useClientConfig();
  const answers = useQueries({
    queries: partNumbers.map((search) =>
      callQueryOptions(config, productCalls.autocomplete, { query: { search } }),
    ),
  });
  const found = new Map<string, AutocompleteHint>();
  for (const answer of answers)
    for (const hint of answer.data?.content ?? []) found.set(hint.partNumber, hint);
  return found;
}

/** The availability tab: the products with custom indicators (custom-only filter) and a product search to add one. */
export function AvailabilitySettingsPage() {
  const [customOnly, setCustomOnly] = useState(true);
  const [searchText, setSearchText] = useState("");
  const search = useDebounced(searchText.trim(), SEARCH_DELAY_MS);
  const indicators = useCallQuery(productCalls.availabilityIndicators, {
    query: { customOnly: customOnly ? "true" : "false" },
  });
  const partNumbers = [...new Set((indicators.data ?? []).map((each) => each.partNumber))];
  const products = useProductsOf(partNumbers);
  const hints = useCallQuery(
    productCalls.autocomplete,
    { query: { search } },
    { enabled: search.length >= MIN_SEARCH, keepsPrevious: true, keepsScreen: true },
  );
  return (
    <AvailabilitySettingsView
      customOnly={customOnly}
      onCustomOnly={setCustomOnly}
      indicators={indicators.data}
      failed={indicators.isError}
      products={products}
      searchText={searchText}
      onSearchText={setSearchText}
      hints={search.length >= MIN_SEARCH ? hints.data?.content : undefined}
    />
  );
}
