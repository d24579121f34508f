import type { ProductList } from "@catalogue/core/model";
import { formatDateTime, formatMoney, numberLocaleFor } from "@catalogue/core/pricing";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { IconButton } from "../../ui/icon-button/icon-button";
import { PinIcon } from "../../ui/icons/icons";
import type { Viewer } from "../catalogue";
import { listDetailsHref } from "./list-links";
import * as styles from "./lists.css";

/** Props of ListCard. */
export type ListCardProps = {
  list: ProductList;
  viewer: Viewer;
  /** Prices are shown only where core's price rule allows them (the caller decides with canSeePrices). */
  showPrices: boolean;
  /** Drafts and privately shared lists cannot be pinned (core spec 4.7): no pin button then. */
  onTogglePin?: (list: ProductList) => void;
};

/** Core spec 3 and supplement 3: one list of the overview with its facts, marks and pin. */
export function ListCard({ list, viewer, showPrices, onTogglePin }: ListCardProps) {
  const { t, i18n } = useTranslation();
  const dates = { timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone, language: i18n.language };
  const money = (amount: number) => formatMoney(amount, list.currency, numberLocaleFor(viewer.separator));
  const total = showPrices && list.totalAmount != null ? money(list.totalAmount) : null;
  return (
    <article className={styles.card} aria-labelledby={`list-${list.id}-title`} data-testid="list-card">
      <div className={styles.cardHeader}>
        <h2 id={`list-${list.id}-title`} className={styles.cardTitle}>
          <Link className={styles.titleLink} to={listDetailsHref(list)}>
            {list.title}
          </Link>
        </h2>
        {onTogglePin && (
          <IconButton
            label={t(list.pinned ? "lists.card.unpin" : "lists.card.pin", { title: list.title })}
            aria-pressed={list.pinned}
            variant={list.pinned ? "filled" : "ghost"}
            icon={<PinIcon />}
            onClick={() => onTogglePin(list)}
          />
        )}
      </div>
      <div className={styles.marks}>
        {list.defaultList && <span className={styles.mark}>{t("lists.card.default")}</span>}
        {list.pinned && <span className={styles.mark}>{t("lists.card.pinned")}</span>}
        {list.unread && <span className={styles.mark}>{t("lists.card.unread")}</span>}
        {list.draft && <span className={styles.mark}>{t("lists.card.draft")}</span>}
      </div>
      {list.description && <p className={styles.description}>{list.description}</p>}
      <dl className={styles.facts}>
        <dt className={styles.factTerm}>{t("lists.card.products")}</dt>
        <dd className={styles.factValue}>{list.numberOfProducts}</dd>
        <dt className={styles.factTerm}>{t("lists.card.lastChange")}</dt>
        <dd className={styles.factValue}>{formatDateTime(list.lastUpdatedAt, dates)}</dd>
        {list.ownerName && (
          <>
            <dt className={styles.factTerm}>{t("lists.card.owner")}</dt>
            <dd className={styles.factValue}>{list.ownerName}</dd>
          </>
        )}
        {list.countryName && (
          <>
            <dt className={styles.factTerm}>{t("lists.card.country")}</dt>
            <dd className={styles.factValue}>{list.countryName}</dd>
          </>
        )}
        <dt className={styles.factTerm}>{t("lists.card.currency")}</dt>
        <dd className={styles.factValue}>{list.currency}</dd>
        {total && (
          <>
            <dt className={styles.factTerm}>{t("lists.card.total")}</dt>
            <dd className={styles.factValue} data-testid="list-total">
              {total}
            </dd>
          </>
        )}
      </dl>
    </article>
  );
}
