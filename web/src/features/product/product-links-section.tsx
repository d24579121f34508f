import type { ProductDetails } from "@catalogue/core/api";
import { useTranslation } from "react-i18next";
import * as styles from "./product-page.css";

/** The link groups (certificates, documentation, ...) and the videos, each opening in a new tab. */
export function ProductLinksSection({ product }: { product: ProductDetails }) {
  const { t } = useTranslation();
  if (product.linkGroups.length === 0 && product.videos.length === 0) return null;
  return (
    <div className={styles.sections}>
      {product.linkGroups.map((group) => (
        <section key={group.type} className={styles.section}>
          <h2 className={styles.sectionTitle}>{t(`product.linkGroup.${group.type}`)}</h2>
          <ul className={styles.linkList}>
            {group.links.map((link) => (
              <li key={link.url}>
                <a href={link.url} target="_blank" rel="noreferrer" className={styles.textLink}>
                  {link.title}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ))}
      {product.videos.length > 0 && (
        <section className={styles.section}>
          <h2 className={styles.sectionTitle}>{t("product.section.videos")}</h2>
          <ul className={styles.linkList}>
            {product.videos.map((video) => (
              <li key={video.url}>
                <a href={video.url} target="_blank" rel="noreferrer" className={styles.textLink}>
                  {video.title}
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
