import type { ListElementView } from "@catalogue/core/api";
import type { KeyboardEvent, PointerEvent } from "react";
import { useTranslation } from "react-i18next";
import { cx } from "../../../ui/class-names";
import { createIcon } from "../../../ui/icons/create-icon";
import { Image } from "../../../ui/image/image";
import { productImageUrl } from "../../catalogue";
import * as styles from "./order.css";

/** Six dots: the usual sign that a row can be picked up. */
const DragHandleIcon = /* @__PURE__ */ createIcon("drag-handle", [
  "M9 6h.01",
  "M15 6h.01",
  "M9 12h.01",
  "M15 12h.01",
  "M9 18h.01",
  "M15 18h.01",
]);

/** The pointer handlers a handle gets from the drag (see useDragReorder). */
export type HandleProps = {
  onPointerDown: (event: PointerEvent<HTMLElement>) => void;
  onPointerMove: (event: PointerEvent<HTMLElement>) => void;
  onPointerUp: () => void;
  onPointerCancel: () => void;
  onContextMenu: (event: { preventDefault: () => void }) => void;
};

/** Props of OrderRow. */
export type OrderRowProps = {
  element: ListElementView;
  /** Position from 0. */
  index: number;
  total: number;
  dragging: boolean;
  /** The id of the text that tells how to move a row (mouse, keys, touch). */
  describedBy: string;
  handle: HandleProps;
  onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void;
};

/** Core spec 4.7 (edit-order mode): one product of the list as a compact row with its drag handle. */
export function OrderRow({ element, index, total, dragging, describedBy, handle, onKeyDown }: OrderRowProps) {
  const { t } = useTranslation();
  const { product } = element;
  return (
    <li
      className={cx(styles.row, dragging && styles.dragging)}
      data-order-id={element.id}
      data-dragging={dragging || undefined}
      data-testid="order-row"
    >
      <button
        type="button"
        className={styles.handle}
        data-handle-id={element.id}
        aria-label={t("listOrder.handle", { title: product.title, position: index + 1, total })}
        aria-describedby={describedBy}
        onKeyDown={onKeyDown}
        {...handle}
      >
        <DragHandleIcon strokeWidth={3.5} />
      </button>
      <span className={styles.position} aria-hidden="true">
        {index + 1}
      </span>
      <span>
        {product.imageId && (
          <Image alt="" urlFor={(width) => productImageUrl(product.imageId as string, width)} sizes="48px" />
        )}
      </span>
      <div className={styles.product}>
        <p className={styles.title}>{product.title}</p>
        <p className={styles.partNumber}>
          {t("catalogue.card.partNumber", { partNumber: product.partNumber })}
        </p>
      </div>
    </li>
  );
}
