import { type ListPriceColumns, listPriceColumns } from "@catalogue/core/access";
import type { ListElementView } from "@catalogue/core/api";
import type { ProductList } from "@catalogue/core/model";
import { formatMoney, numberLocaleFor } from "@catalogue/core/pricing";
import { searchListElements } from "@catalogue/core/rules/lists";
import { type ReactNode, useDeferredValue, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../ui/button/button";
import { EmptyState } from "../../ui/empty-state/empty-state";
import { EditIcon, ListIcon, PinIcon } from "../../ui/icons/icons";
import { Skeleton } from "../../ui/skeleton/skeleton";
import type { Viewer } from "../catalogue";
import * as details from "./list-details.css";
import { ListHeaderTotals } from "./list-header-totals";
import { countOutsideCorridor, type TypedPrices } from "./list-prices";
import { ListRows } from "./list-rows";
import { ListSearch } from "./list-search";
import * as styles from "./lists.css";

/** What the details screen shows. */
export type ListDetailsState =
  | { kind: "loading" }
  | { kind: "failed" }
  | { kind: "ready"; list: ProductList; elements: ListElementView[] };

/** Props of ListDetailsView. */
export type ListDetailsViewProps = {
  state: ListDetailsState;
  viewer: Viewer;
  showPrices: boolean;
  /** Whether the products can be changed here (an open draft); by default only on the owner's personal lists. */
  editable?: boolean;
  onEdit: () => void;
  onTogglePin: (list: ProductList) => void;
  /** Per element, how often a change was refused (see ListElementRow). */
  refusals?: Readonly<Record<number, number>>;
  onQuantity: (elementId: number, quantity: number) => void;
  onCrp: (elementId: number, crp: number) => void;
  /** CRPs typed and not yet committed, per element, and how a row reports its typing (the corridor guard). */
  typedPrices?: TypedPrices;
  onCrpTyping?: (elementId: number, crp: number) => void;
  onRemove: (elementId: number) => void;
  /** Actions on the whole list (export, e-mail, quote), after the header's own buttons. */
  listActions?: (list: ProductList, elements: ListElementView[]) => ReactNode;
  /** What follows the header's buttons (the list's mail log). */
  headerExtra?: (list: ProductList) => ReactNode;
  /** Above the rows: the select mode's bar. */
  beforeRows?: (list: ProductList, elements: ListElementView[]) => ReactNode;
  /** In edit-order mode (core spec 4.7): the ordering list, in place of the tools and the rows. */
  orderMode?: ReactNode;
  /** In select mode: the ticked elements and how to tick one. */
  selection?: { selected: readonly number[]; onToggle: (elementId: number) => void };
  /** More header actions of the list (share, save as mine), rendered after edit and pin. */
  actions?: (list: ProductList) => ReactNode;
  /** What shows between the header and the products (whom the list is shared with). */
  aside?: (list: ProductList) => ReactNode;
};

/** Core spec 2.3 (list details): the list's header with its totals, and a row per product. */
export function ListDetailsView(props: ListDetailsViewProps) {
  const { t } = useTranslation();
  const { state, viewer, showPrices } = props;
  // The same object while the viewer is, so unchanged rows are not rendered again (see ListRows).
  const columns = useMemo(() => priceColumnsOf(viewer, showPrices), [viewer, showPrices]);
  if (state.kind === "loading") return <Skeleton lines={4} height={96} />;
  if (state.kind === "failed") return <EmptyState title={t("lists.details.failed")} />;
  const { list, elements } = state;
  const editable = props.editable ?? (list.type === "personal" && !list.draft);
  const pinnable = !list.draft && (list.type === "personal" || list.type === "countryShare");
  const money = (amount: number) => formatMoney(amount, list.currency, numberLocaleFor(viewer.separator));
  return (
    <section className={styles.page}>
      <header className={details.header}>
        <h1 className={styles.heading}>{list.title}</h1>
        {list.description && <p className={styles.description}>{list.description}</p>}
        {list.type !== "personal" && list.note && (
          <figure className={details.sharerNote}>
            <blockquote className={styles.description}>{list.note}</blockquote>
            <figcaption className={details.sharerNoteBy}>
              {t("lists.details.sharerNote", { name: list.noteAuthorName ?? list.ownerName ?? "" })}
            </figcaption>
          </figure>
        )}
        <ListHeaderTotals
          list={list}
          columns={columns}
          outsideCorridor={columns.ggp === "none" ? 0 : countOutsideCorridor(elements, props.typedPrices)}
          money={money}
        />
        <div className={details.headerActions}>
          {list.type === "personal" && !list.draft && (
            <Button variant="secondary" icon={<EditIcon />} onClick={props.onEdit}>
              {t("lists.details.edit")}
            </Button>
          )}
          {pinnable && (
            <Button
              variant="secondary"
              icon={<PinIcon />}
              aria-pressed={list.pinned}
              onClick={() => props.onTogglePin(list)}
            >
              {t(list.pinned ? "lists.details.unpin" : "lists.details.pin")}
            </Button>
          )}
          {props.actions?.(list)}
          {props.listActions?.(list, elements)}
        </div>
        {props.headerExtra?.(list)}
      </header>
      {props.aside?.(list)}
      {props.orderMode ?? props.beforeRows?.(list, elements)}
      {props.orderMode ? null : elements.length === 0 ? (
        <EmptyState
          icon={<ListIcon />}
          title={t("lists.details.empty.title")}
          text={t("lists.details.empty.text")}
        />
      ) : (
        <SearchedRows {...props} list={list} elements={elements} columns={columns} editable={editable} />
      )}
    </section>
  );
}

type SearchedRowsProps = ListDetailsViewProps & {
  list: ProductList;
  elements: ListElementView[];
  columns: ListPriceColumns;
  editable: boolean;
};

/** The list's search field and the rows it leaves; totals and actions keep the whole list. */
function SearchedRows({ list, elements, columns, editable, ...props }: SearchedRowsProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState("");
  // The field shows each keystroke at once; the rows it leaves follow in a background render (a long list's rows
  // coming back when the search is cleared are hundreds to build).
  const searched = useDeferredValue(search);
  const shown = searchListElements(elements, searched);
  const status =
    searched.trim() === ""
      ? ""
      : t("offline.listSearch.count", { shown: shown.length, total: elements.length });
  return (
    <>
      <ListSearch label={t("offline.listSearch.label")} value={search} onChange={setSearch} status={status} />
      {shown.length === 0 ? (
        <EmptyState headingLevel={2} title={t("offline.listSearch.none", { text: searched.trim() })} />
      ) : (
        <ListRows
          elements={shown}
          viewer={props.viewer}
          currency={list.currency}
          showPrices={props.showPrices}
          columns={columns}
          editable={editable}
          typedPrices={props.typedPrices}
          refusals={props.refusals}
          selection={props.selection}
          onQuantity={props.onQuantity}
          onCrp={props.onCrp}
          onCrpTyping={props.onCrpTyping}
          onRemove={props.onRemove}
        />
      )}
    </>
  );
}

/** Core spec 2.3 / 6: the price columns core allows the viewer, none at all where the screen shows no prices. */
function priceColumnsOf(viewer: Viewer, showPrices: boolean): ListPriceColumns {
  return showPrices ? listPriceColumns(viewer) : { prices: false, ggp: "none" };
}
