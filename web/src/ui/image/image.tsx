import { useState } from "react";
import { useTranslation } from "react-i18next";
import { cx } from "../class-names";
import { InfoIcon } from "../icons/icons";
import * as styles from "./image.css";
import { imageSrcSet } from "./image-src-set";

/** Props of Image. */
export type ImageProps = {
  alt: string;
  /** Address of the image at one width of IMAGE_WIDTHS; the srcset is made from it. */
  urlFor: (width: number) => string;
  /** Layout width hint for the browser's choice, e.g. "(min-width: 990px) 360px, 50vw". */
  sizes?: string;
  /** Width / height; the frame keeps this shape while loading, so the page does not jump. */
  aspectRatio?: number;
  /**
   * The image the first paint shows largest (the first result cards, the product's main picture): loaded at once
   * and first, not when it scrolls into view, so the largest contentful paint does not wait for it.
   */
  priority?: boolean;
};

type State = "loading" | "loaded" | "failed";

/** Supplement 9: a product image with a placeholder while it loads and when it fails, in IMAGE_WIDTHS sizes. */
export function Image({ alt, urlFor, sizes = "100vw", aspectRatio = 1, priority = false }: ImageProps) {
  const [state, setState] = useState<State>("loading");
  return (
    <span className={styles.frame} style={{ aspectRatio }} aria-busy={state === "loading"}>
      {state !== "failed" && (
        <img
          className={cx(styles.image, state === "loading" && styles.hidden)}
          src={urlFor(360)}
          srcSet={imageSrcSet(urlFor)}
          sizes={sizes}
          alt={alt}
          loading={priority ? "eager" : "lazy"}
          fetchPriority={priority ? "high" : "auto"}
          decoding="async"
          onLoad={() => setState("loaded")}
          onError={() => setState("failed")}
        />
      )}
      {state === "failed" && alt === "" && (
        // A decorative image (its text sits beside it) stays silent when it fails, as its <img alt=""> was.
        <span className={styles.placeholder} aria-hidden="true">
          <InfoIcon />
        </span>
      )}
      {state === "failed" && alt !== "" && <Unavailable alt={alt} />}
      {state === "loading" && <span className={styles.placeholder} aria-hidden="true" />}
    </span>
  );
}

/**
 * What stands for an image that failed to load. Its own component, so only a failed image subscribes to the
 * language: a screen can hold hundreds of images (a long list's rows).
 */
function Unavailable({ alt }: { alt: string }) {
  const { t } = useTranslation();
  return (
    <span className={styles.placeholder} role="img" aria-label={alt}>
      <InfoIcon />
      <span aria-hidden="true">{t("ui.image.unavailable")}</span>
    </span>
  );
}
