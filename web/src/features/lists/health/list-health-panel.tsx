import type { HealthProduct } from "@catalogue/core/api";
import type { HealthChange } from "@catalogue/core/rules/lists";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { Button } from "../../../ui/button/button";
import { variantHref } from "../../catalogue";
import * as styles from "./list-health.css";

/** Props of ListHealthPanel. */
export type ListHealthPanelProps = {
  /** The products that changed since the last open. */
  flagged: readonly HealthProduct[];
  /** When the user last acknowledged the list, formatted. */
  since: string;
  /** Formats a price in the list's currency. */
  money: (amount: number) => string;
  /** Only the owner of a personal list replaces products; others read the changes. */
  canReplace: boolean;
  /** The element being replaced, while its call runs. */
  replacing: number | null;
  onReplace: (product: HealthProduct, alternativeId: number) => void;
  /** Marks the changes as seen (the panel goes away until something changes again). */
  onDismiss: () => void;
  dismissing?: boolean;
};

/** One change as a sentence: a phase-out, a lost clearance, an availability or a price before and after. */
function useChangeText(money: (amount: number) => string) {
  const { t } = useTranslation();
  const price = (value: number | null) => (value === null ? t("listHealth.noPrice") : money(value));
  return (change: HealthChange): string => {
    switch (change.kind) {
      case "PHASED_OUT":
        return t("listHealth.change.PHASED_OUT", { before: t(`status.label.${change.before}`) });
      case "CLEARANCE_LOST":
        return t("listHealth.change.CLEARANCE_LOST");
      case "AVAILABILITY_CHANGED":
        return t("listHealth.change.AVAILABILITY_CHANGED", {
          before: t(`status.label.${change.before}`),
          after: t(`status.label.${change.after}`),
        });
      case "PRICE_CHANGED":
        return t("listHealth.change.PRICE_CHANGED", {
          before: price(change.before),
          after: price(change.after),
        });
    }
  };
}

/**
 * Core spec 4.2 / 4.7 (list health check): what changed about the list's products since the user last
 * acknowledged it, each with its alternatives in the list's country and a one-click replacement that keeps the
 * quantity, and the text of an availability override in force. A region with a heading; it folds away, and "Mark as
 * seen" dismisses it until something changes again.
 */
export function ListHealthPanel(props: ListHealthPanelProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const bodyId = useId();
  const [open, setOpen] = useState(true);
  const changeText = useChangeText(props.money);
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <div className={styles.top}>
        <h2 id={headingId} className={styles.heading}>
          {t("listHealth.heading")}
        </h2>
        <div className={styles.buttons}>
          <Button
            variant="secondary"
            aria-expanded={open}
            aria-controls={bodyId}
            onClick={() => setOpen(!open)}
          >
            {t(open ? "listHealth.hide" : "listHealth.show")}
          </Button>
          <Button variant="secondary" onClick={props.onDismiss} loading={props.dismissing}>
            {t("listHealth.dismiss")}
          </Button>
        </div>
      </div>
      <div id={bodyId} hidden={!open}>
        <p className={styles.hint}>{t("listHealth.intro", { date: props.since })}</p>
        <ul className={styles.products}>
          {props.flagged.map((product) => (
            <li key={product.elementId} className={styles.product}>
              <Link to={variantHref(product.productId)} className={styles.title}>
                {product.title}
              </Link>
              <ul className={styles.changes}>
                {product.changes.map((change) => (
                  <li key={change.kind}>{changeText(change)}</li>
                ))}
              </ul>
              {product.customStatus && <OverrideText {...product.customStatus} />}
              <span className={styles.hint}>{t("listHealth.quantity", { quantity: product.quantity })}</span>
              <Alternatives product={product} {...props} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** An availability override's own text and link, as the product pages show them (core spec 4.2). */
function OverrideText({ description, link }: { description: string; link: string | null }) {
  const { t } = useTranslation();
  return (
    <p className={styles.override}>
      {description}
      {link && (
        <>
          {" "}
          <a href={link} target="_blank" rel="noreferrer">
            {t("product.statusPopup.more")}
          </a>
        </>
      )}
    </p>
  );
}

function Alternatives({
  product,
  canReplace,
  replacing,
  onReplace,
}: { product: HealthProduct } & ListHealthPanelProps) {
  const { t } = useTranslation();
  if (product.alternatives.length === 0)
    return <span className={styles.hint}>{t("listHealth.noAlternatives")}</span>;
  return (
    <>
      <span className={styles.hint}>{t("listHealth.alternatives")}</span>
      <ul className={styles.alternatives}>
        {product.alternatives.map((alternative) => (
          <li key={alternative.id} className={styles.alternative}>
            <Link to={variantHref(alternative.id)}>{alternative.title}</Link>
            {canReplace && (
              <Button
                variant="secondary"
                aria-label={t("listHealth.replaceLabel", {
                  product: product.title,
                  alternative: alternative.title,
                })}
                loading={replacing === product.elementId}
                disabled={replacing !== null && replacing !== product.elementId}
                onClick={() => onReplace(product, alternative.id)}
              >
                {t("listHealth.replace")}
              </Button>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}
