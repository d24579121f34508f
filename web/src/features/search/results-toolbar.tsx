import { SEARCH_DEBOUNCE_MS, SEARCH_INPUT_MAX } from "@catalogue/core/constants";
import { type CardSize, ProductGridSort } from "@catalogue/core/model";
import { useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { visuallyHidden } from "../../styles/recipes.css";
import { IconButton } from "../../ui/icon-button/icon-button";
import { GridDefaultIcon, GridLargeIcon, GridSmallIcon } from "../../ui/icons/icons";
import { Select } from "../../ui/select/select";
import { TextField } from "../../ui/text-field/text-field";
import { createDebouncer } from "./debouncer";
import * as styles from "./search-results.css";

const SIZE_ICONS = { small: <GridSmallIcon />, default: <GridDefaultIcon />, large: <GridLargeIcon /> };

/** Props of ResultsToolbar. */
export type ResultsToolbarProps = {
  search: string;
  sort: ProductGridSort;
  cardSize: CardSize;
  onSearch: (search: string) => void;
  onSort: (sort: ProductGridSort) => void;
  onCardSize: (size: CardSize) => void;
};

/**
 * Core spec 5: the search-as-you-type input (800 ms, flushed on Enter or blur, 100 characters),
 * the sort and the card size.
 */
export function ResultsToolbar({
  search,
  sort,
  cardSize,
  onSearch,
  onSort,
  onCardSize,
}: ResultsToolbarProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(search);
  const latest = useRef(onSearch);
  latest.current = onSearch;
  const debouncer = useMemo(
    () => createDebouncer((value: string) => latest.current(value), SEARCH_DEBOUNCE_MS),
    [],
  );
  useEffect(() => () => debouncer.cancel(), [debouncer]);
  // A new URL (back, a chip, the header bar) wins over the text typed here.
  useEffect(() => setText(search), [search]);

  return (
    <div className={styles.toolbar}>
      <div className={styles.searchField}>
        <TextField
          type="search"
          label={t("catalogue.search.filterLabel")}
          value={text}
          maxLength={SEARCH_INPUT_MAX}
          onChange={(value) => {
            setText(value);
            debouncer.schedule(value);
          }}
          onKeyDown={(event) => event.key === "Enter" && debouncer.flush()}
          onBlur={() => debouncer.flush()}
        />
      </div>
      <Select
        label={t("catalogue.sort.label")}
        data-hint="search.sorting"
        value={sort}
        options={ProductGridSort.options.map((value) => ({ value, label: t(`catalogue.sort.${value}`) }))}
        onChange={(value) => onSort(ProductGridSort.parse(value))}
      />
      <fieldset className={styles.sizes} data-hint="search.cardSize">
        <legend className={visuallyHidden}>{t("catalogue.cardSize.label")}</legend>
        {(["small", "default", "large"] as const).map((size) => (
          <IconButton
            key={size}
            label={t(`catalogue.cardSize.${size}`)}
            aria-pressed={cardSize === size}
            variant={cardSize === size ? "filled" : "ghost"}
            icon={SIZE_ICONS[size]}
            onClick={() => onCardSize(size)}
          />
        ))}
      </fieldset>
    </div>
  );
}
