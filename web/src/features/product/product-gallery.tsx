import type { ProductDetails } from "@catalogue/core/api";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { widthFrom } from "../../styles/breakpoints";
import { Button } from "../../ui/button/button";
import { Dialog } from "../../ui/dialog/dialog";
import { Image } from "../../ui/image/image";
import { productImageUrl } from "../catalogue";
import * as styles from "./product-page.css";
import { SpinView } from "./spin-view";

const ROTATION = "ROTATION_360";

/**
 * The image gallery: the chosen image (zoom opens it large in a dialog), thumbnails to choose,
 * and for a 360-degree set the turning view.
 */
export function ProductGallery({ product }: { product: ProductDetails }) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState(0);
  const [zoom, setZoom] = useState(false);
  const images = product.images;
  const current = images[Math.min(chosen, images.length - 1)];
  if (!current) return null;
  const isSpin = current.imageCategory === ROTATION;
  return (
    <section className={styles.gallery} aria-label={t("product.gallery.label")}>
      {isSpin ? (
        <SpinView imageId={current.imageId} title={product.title} />
      ) : (
        <Image
          alt={product.title}
          urlFor={(width) => productImageUrl(current.imageId, width)}
          sizes={`${widthFrom.md} 50vw, 100vw`}
          priority
        />
      )}
      <div className={styles.actions}>
        {!isSpin && (
          <Button variant="secondary" size="sm" onClick={() => setZoom(true)}>
            {t("product.gallery.zoom")}
          </Button>
        )}
      </div>
      {images.length > 1 && (
        <ul className={styles.thumbs}>
          {images.map((image, index) => (
            <li key={image.imageId}>
              <button
                type="button"
                className={styles.thumb}
                aria-pressed={index === chosen}
                aria-label={t(
                  image.imageCategory === ROTATION ? "product.gallery.spin" : "product.gallery.image",
                  {
                    number: index + 1,
                  },
                )}
                onClick={() => setChosen(index)}
              >
                <img src={productImageUrl(image.imageId, 156)} alt="" width={56} height={56} />
              </button>
            </li>
          ))}
        </ul>
      )}
      <Dialog open={zoom} onClose={() => setZoom(false)} title={product.title} size="lg">
        <img src={productImageUrl(current.imageId, 1080)} alt={product.title} className={styles.zoomImage} />
      </Dialog>
    </section>
  );
}
