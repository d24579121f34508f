import type { ListPriceColumns } from "@catalogue/core/access";
import type { ListElementView } from "@catalogue/core/api";
import type { CurrencyCode } from "@catalogue/core/model";
import { formatMoney, numberLocaleFor } from "@catalogue/core/pricing";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { widthFrom } from "../../styles/breakpoints";
import { Checkbox } from "../../ui/checkbox/checkbox";
import { IconButton } from "../../ui/icon-button/icon-button";
import { TrashIcon } from "../../ui/icons/icons";
import { Image } from "../../ui/image/image";
import { StatusBadge } from "../../ui/status-badge/status-badge";
import { productHref, productImageUrl, type Viewer } from "../catalogue";
import { isWaitingAddition } from "../offline-edits";
import * as styles from "./list-details.css";
import { ListElementInputs } from "./list-element-inputs";
import { ListElementPrices } from "./list-element-prices";
import { ListElementUnits } from "./list-element-units";
import { elementLineTotal, elementOutsideCorridor } from "./list-prices";
import * as offlineStyles from "./offline-add/offline-add.css";

/** Props of ListElementRow. */
export type ListElementRowProps = {
  element: ListElementView;
  viewer: Viewer;
  currency: CurrencyCode;
  /** Prices show only where core's price rule allows them; without, no price reaches the DOM. */
  showPrices: boolean;
  /** The price columns core's `listPriceColumns` allows; without, only the CRP input and the line total. */
  priceColumns?: ListPriceColumns;
  /** The CRP the user is typing in this row and has not committed yet (the corridor guard reads it at once). */
  typedCrp?: number;
  onCrpTyping?: (elementId: number, crp: number) => void;
  /** Only the owner changes a list; shared lists are read-only here. */
  editable: boolean;
  /** Grows when a change of this row was refused: the inputs start again from the element's value. */
  refusals?: number;
  onQuantity: (elementId: number, quantity: number) => void;
  onCrp: (elementId: number, crp: number) => void;
  onRemove: (elementId: number) => void;
  /** In select mode (core spec 4.7): whether the row is ticked and how to tick it. */
  selection?: { selected: boolean; onToggle: () => void };
};

/** Core spec 2.3 (list details): one product of a list with its status, quantity and, where allowed, prices. */
export function ListElementRow({
  element,
  viewer,
  currency,
  showPrices,
  priceColumns = { prices: showPrices, ggp: "none" },
  typedCrp,
  onCrpTyping,
  editable,
  refusals = 0,
  onQuantity,
  onCrp,
  onRemove,
  selection,
}: ListElementRowProps) {
  // One translation hook for the row and its parts: each hook subscribes to the language, and a list holds
  // hundreds of rows.
  const { t } = useTranslation();
  const { product, pricing } = element;
  const money = (amount: number) => formatMoney(amount, currency, numberLocaleFor(viewer.separator));
  const outside = priceColumns.ggp !== "none" && elementOutsideCorridor(element, typedCrp);
  return (
    <article
      className={outside ? `${styles.row} ${styles.rowOutside}` : styles.row}
      data-testid="list-element"
      data-outside-corridor={outside || undefined}
      aria-labelledby={`element-${element.id}`}
    >
      <div className={styles.image}>
        {product.imageId && (
          <Image
            alt=""
            urlFor={(width) => productImageUrl(product.imageId as string, width)}
            sizes={`${widthFrom.md} 96px, 64px`}
          />
        )}
      </div>
      <div className={styles.product}>
        <h2 id={`element-${element.id}`} className={styles.productTitle}>
          <Link to={productHref(product)}>{product.title}</Link>
        </h2>
        <p className={styles.muted}>{t("catalogue.card.partNumber", { partNumber: product.partNumber })}</p>
        <StatusBadge status={product.status} />
        {isWaitingAddition(element) && <p className={offlineStyles.waiting}>{t("offline.add.waiting")}</p>}
        <ListElementUnits pricing={pricing} t={t} />
        {selection && (
          <Checkbox
            label={t("lists.selection.select", { title: product.title })}
            checked={selection.selected}
            onChange={selection.onToggle}
          />
        )}
      </div>
      <ListElementInputs
        element={element}
        currency={currency}
        money={money}
        showPrices={showPrices}
        editable={editable}
        refusals={refusals}
        lineTotal={elementLineTotal(element, typedCrp)}
        onQuantity={onQuantity}
        onCrp={onCrp}
        onCrpTyping={onCrpTyping}
        t={t}
      />
      {showPrices && (
        <ListElementPrices element={element} columns={priceColumns} typedCrp={typedCrp} money={money} t={t} />
      )}
      {editable && (
        <IconButton
          label={t("lists.details.remove", { title: product.title })}
          icon={<TrashIcon />}
          className={styles.remove}
          onClick={() => onRemove(element.id)}
        />
      )}
    </article>
  );
}
