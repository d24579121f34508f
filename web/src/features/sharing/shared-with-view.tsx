import type { ProductList } from "@catalogue/core/model";
import { formatDateTime } from "@catalogue/core/pricing";
import { useTranslation } from "react-i18next";
import { Button } from "../../ui/button/button";
import { TrashIcon } from "../../ui/icons/icons";
import * as styles from "./sharing.css";

/** One share of a list as the sharer sees it, the places and the recipients by name. */
export type SentShare = {
  list: Pick<ProductList, "id" | "type" | "note" | "lastUpdatedAt" | "sharedWithNames">;
  countryNames: string[];
  subregionNames: string[];
};

/** Props of SharedWithView. */
export type SharedWithViewProps = {
  shares: SentShare[];
  timeZone?: string;
  onWithdraw: (share: SentShare) => void;
};

const TIME_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

/** Core spec 2.3 (share dialogs): whom a list is shared with, each share with its note and a withdraw button. */
export function SharedWithView({ shares, timeZone = TIME_ZONE, onWithdraw }: SharedWithViewProps) {
  const { t, i18n } = useTranslation();
  if (shares.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="shared-with-heading">
      <h2 id="shared-with-heading" className={styles.sectionHeading}>
        {t("sharing.sharedWith.heading")}
      </h2>
      <ul className={styles.shares}>
        {shares.map((share) => {
          const places = [...share.countryNames, ...share.subregionNames].join(", ");
          const when = formatDateTime(share.list.lastUpdatedAt, { timeZone, language: i18n.language });
          return (
            <li key={share.list.id} className={styles.share}>
              <div className={styles.shareText}>
                <strong>
                  {share.list.type === "countryShare"
                    ? t("sharing.sharedWith.places", { places })
                    : t("sharing.sharedWith.people", { names: share.list.sharedWithNames.join(", ") })}
                </strong>
                {share.list.note && <span>{share.list.note}</span>}
                <span className={styles.muted}>{t("sharing.sharedWith.when", { when })}</span>
              </div>
              <Button variant="secondary" icon={<TrashIcon />} onClick={() => onWithdraw(share)}>
                {t("sharing.sharedWith.withdraw")}
              </Button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
