import type { RepriceSkippedProduct } from "@catalogue/core/api";
import { ProductListTitle } from "@catalogue/core/rules";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { Button } from "../../../ui/button/button";
import { Dialog } from "../../../ui/dialog/dialog";
import { FormDialog } from "../../../ui/dialog/form-dialog";
import { Select } from "../../../ui/select/select";
import { TextField } from "../../../ui/text-field/text-field";
import { variantHref } from "../../catalogue";
import * as styles from "./reprice-dialog.css";

/** A country the list may be copied into. */
export type RepriceCountry = { id: number; name: string };

/** What the user asks for. */
export type RepriceRequest = { countryId: number; title: string };

/** The server's answer as the dialog shows it: where the new list is, its currency, and what stayed behind. */
export type RepriceResult = {
  listTitle: string;
  listHref: string;
  countryName: string;
  currency: string;
  copiedCount: number;
  skipped: readonly RepriceSkippedProduct[];
};

/** Props of RepriceDialog. */
export type RepriceDialogProps = {
  listTitle: string;
  /** The countries the user holds, other than the list's own (core `repriceTargets`). */
  countries: readonly RepriceCountry[];
  busy?: boolean;
  /** The server's error on the title (460 INVALID_UNIQUE_VALUE), as a translation key. */
  titleError?: string | null;
  /** Set once the copy is made: the dialog then shows the result. */
  result?: RepriceResult | null;
  onSubmit: (request: RepriceRequest) => void;
  onClose: () => void;
};

/**
 * Core spec 4.7 / 6 (re-price): copies a list into another country the user holds. First the country and the
 * copy's title (checked with core's title rule); then the result: a link to the new list and the products left
 * behind, each with why and its alternatives available in that country.
 */
export function RepriceDialog(props: RepriceDialogProps) {
  return props.result ? (
    <RepriceResultView result={props.result} onClose={props.onClose} />
  ) : (
    <RepriceForm {...props} />
  );
}

function RepriceForm({ listTitle, countries, busy, titleError, onSubmit, onClose }: RepriceDialogProps) {
  const { t } = useTranslation();
  const [countryId, setCountryId] = useState(countries.length === 1 ? String(countries[0]?.id) : "");
  const [title, setTitle] = useState("");
  const [titleEdited, setTitleEdited] = useState(false);
  const [tried, setTried] = useState(false);
  const [answeredFor, setAnsweredFor] = useState<string | null>(null);
  const country = countries.find((each) => String(each.id) === countryId);
  // Until the user types a title of their own, the copy is named after the list and the country.
  const shownTitle = titleEdited
    ? title
    : country
      ? t("reprice.defaultTitle", { title: listTitle, country: country.name })
      : "";
  const parsed = ProductListTitle.safeParse(shownTitle);
  const ruleError = parsed.success ? undefined : parsed.error.issues[0]?.message;
  const serverError = titleError && answeredFor === shownTitle ? titleError : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (busy || !country || !parsed.success) return;
    setAnsweredFor(shownTitle);
    onSubmit({ countryId: country.id, title: parsed.data });
  };
  return (
    <FormDialog
      open
      onClose={onClose}
      title={t("reprice.title", { title: listTitle })}
      size="sm"
      submitLabel={t("reprice.submit")}
      onSubmit={submit}
      busy={busy}
    >
      <p className={styles.hint}>{t("reprice.intro")}</p>
      <Select
        label={t("reprice.country")}
        required
        placeholder
        value={countryId}
        onChange={setCountryId}
        error={tried && !country ? t("validation.required") : undefined}
        options={countries.map((each) => ({ value: String(each.id), label: each.name }))}
      />
      <TextField
        label={t("reprice.newTitle")}
        required
        value={shownTitle}
        error={serverError ? t(serverError) : tried && ruleError ? t(ruleError) : undefined}
        onChange={(value) => {
          setTitleEdited(true);
          setTitle(value);
        }}
      />
    </FormDialog>
  );
}

function RepriceResultView({ result, onClose }: { result: RepriceResult; onClose: () => void }) {
  const { t } = useTranslation();
  const footer = (
    <div className={styles.footer}>
      <Button variant="secondary" onClick={onClose}>
        {t("ui.common.close")}
      </Button>
      <Link className={styles.openLink} to={result.listHref} onClick={onClose}>
        {t("reprice.openList")}
      </Link>
    </div>
  );
  return (
    <Dialog open onClose={onClose} title={t("reprice.resultTitle")} size="md" footer={footer}>
      <div className={styles.result}>
        <p className={styles.summary} role="status">
          {t("reprice.summary", {
            title: result.listTitle,
            country: result.countryName,
            currency: result.currency,
            copied: result.copiedCount,
          })}
        </p>
        {result.skipped.length === 0 ? (
          <p className={styles.hint}>{t("reprice.allCopied")}</p>
        ) : (
          <section aria-labelledby="reprice-skipped" className={styles.skippedSection}>
            <h3 id="reprice-skipped" className={styles.heading}>
              {t("reprice.skippedHeading", { number: result.skipped.length })}
            </h3>
            <ul className={styles.skippedList}>
              {result.skipped.map((product) => (
                <li key={product.id} className={styles.skipped}>
                  <Link to={variantHref(product.id)} className={styles.productLink}>
                    {product.title}
                  </Link>
                  <span className={styles.reason}>
                    {t(`reprice.reason.${product.reason}`, { country: result.countryName })} ·{" "}
                    {t("reprice.quantity", { quantity: product.quantity })}
                  </span>
                  {product.alternatives.length === 0 ? (
                    <span className={styles.hint}>{t("reprice.noAlternatives")}</span>
                  ) : (
                    <div className={styles.alternatives}>
                      <span className={styles.hint}>{t("reprice.alternatives")}</span>
                      <ul className={styles.alternativeList}>
                        {product.alternatives.map((alternative) => (
                          <li key={alternative.id}>
                            <Link to={variantHref(alternative.id)}>{alternative.title}</Link>
                          </li>
                        ))}
                      </ul>
                    </div>
                  )}
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </Dialog>
  );
}
