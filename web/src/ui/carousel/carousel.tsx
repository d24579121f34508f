import { type KeyboardEvent, type ReactNode, useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { IconButton } from "../icon-button/icon-button";
import { ChevronLeftIcon, ChevronRightIcon } from "../icons/icons";
import * as styles from "./carousel.css";
import { carouselPageSize } from "./carousel-page-size";

/** Props of Carousel. */
export type CarouselProps = {
  /** The visible heading, which also names the carousel's region. */
  title: string;
  /** The heading's level in the page's outline (2 under the page's h1 by default). */
  headingLevel?: 2 | 3 | 4;
  items: ReactNode[];
  /** Fixed page size (tests, stories); by default it follows the viewport width. */
  pageSize?: number;
};

function useViewportPageSize(): number {
  const [size, setSize] = useState(() => carouselPageSize(window.innerWidth));
  useEffect(() => {
    const onResize = () => setSize(carouselPageSize(window.innerWidth));
    window.addEventListener("resize", onResize);
    return () => window.removeEventListener("resize", onResize);
  }, []);
  return size;
}

/**
 * Core spec 9: a carousel showing at most CAROUSEL_MAX_ITEMS items (fewer on narrow screens) that scrolls by a
 * whole page with the previous/next buttons or the arrow keys.
 */
export function Carousel({ title, headingLevel = 2, items, pageSize }: CarouselProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  const viewportSize = useViewportPageSize();
  const size = pageSize ?? viewportSize;
  const pages = Math.max(1, Math.ceil(items.length / size));
  const [page, setPage] = useState(0);
  const current = Math.min(page, pages - 1);
  const go = (next: number) => setPage(Math.min(Math.max(next, 0), pages - 1));
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "ArrowRight") go(current + 1);
    if (event.key === "ArrowLeft") go(current - 1);
  };

  return (
    <section aria-roledescription="carousel" aria-labelledby={headingId} onKeyDown={onKeyDown}>
      <Heading id={headingId} className={styles.heading}>
        {title}
      </Heading>
      <div className={styles.carousel}>
        <IconButton
          label={t("ui.carousel.previous")}
          icon={<ChevronLeftIcon />}
          disabled={current === 0}
          onClick={() => go(current - 1)}
        />
        <ul className={styles.track} style={{ gridTemplateColumns: `repeat(${size}, minmax(0, 1fr))` }}>
          {items.slice(current * size, current * size + size).map((item, index) => (
            // Slots are positions on the page, so the index is the right key.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above.
            <li key={index} className={styles.slot}>
              {item}
            </li>
          ))}
        </ul>
        <IconButton
          label={t("ui.carousel.next")}
          icon={<ChevronRightIcon />}
          disabled={current >= pages - 1}
          onClick={() => go(current + 1)}
        />
      </div>
    </section>
  );
}
