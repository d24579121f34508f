import {
  INFINITE_SCROLL_BUFFER,
  INFINITE_SCROLL_PAGE_SIZE,
  INFINITE_SCROLL_RETRIES,
} from "@catalogue/core/constants";
import { type ReactNode, useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../button/button";
import { Spinner } from "../spinner/spinner";
import * as styles from "./infinite-scroll.css";
import { loadWithRetries } from "./load-with-retries";

/** Props of InfiniteScroll. */
export type InfiniteScrollProps<T> = {
  /** Loads page `page` (from 0) of `size` items; fewer than `size` items means it was the last page. */
  loadPage: (page: number, size: number) => Promise<T[]>;
  /** Renders one item; `index` is its place in the list (the first ones are what the first paint shows). */
  renderItem: (item: T, index: number) => ReactNode;
  getKey: (item: T) => string;
  label: string;
  pageSize?: number;
  /** Shown instead of the end note when the very first page comes back empty. */
  empty?: ReactNode;
  /** Pages loaded before (e.g. when coming back to a list): shown at once, so the scroll position can be restored. */
  initial?: InfiniteScrollSnapshot<T>;
  /** Told after every loaded page, so a screen can keep the list for its return. */
  onSnapshot?: (snapshot: InfiniteScrollSnapshot<T>) => void;
  /** Layout of the list (e.g. a card grid) instead of the plain column. */
  listClassName?: string;
};

/** What InfiniteScroll has loaded: the items, the next page to load and whether the last page came. */
export type InfiniteScrollSnapshot<T> = { items: T[]; nextPage: number; done: boolean };

type Status = "idle" | "loading" | "failed" | "done";

/**
 * Core spec 8 / 9: a list that loads the next page (INFINITE_SCROLL_PAGE_SIZE) when its end comes within the
 * 20 percent buffer, retries a failed page INFINITE_SCROLL_RETRIES times, then offers a retry button.
 */
export function InfiniteScroll<T>({
  loadPage,
  renderItem,
  getKey,
  label,
  pageSize = INFINITE_SCROLL_PAGE_SIZE,
  empty,
  initial,
  onSnapshot,
  listClassName,
}: InfiniteScrollProps<T>) {
  const { t } = useTranslation();
  const [items, setItems] = useState<T[]>(initial?.items ?? []);
  const [status, setStatus] = useState<Status>(initial?.done ? "done" : "idle");
  const nextPage = useRef(initial?.nextPage ?? 0);
  const loaded = useRef<T[]>(initial?.items ?? []);
  const busy = useRef(false);
  const sentinel = useRef<HTMLDivElement>(null);

  const loadNext = useCallback(async () => {
    if (busy.current) return;
    busy.current = true;
    setStatus("loading");
    try {
      const page = await loadWithRetries(() => loadPage(nextPage.current, pageSize), INFINITE_SCROLL_RETRIES);
      nextPage.current += 1;
      loaded.current = [...loaded.current, ...page];
      setItems(loaded.current);
      const done = page.length < pageSize;
      setStatus(done ? "done" : "idle");
      onSnapshot?.({ items: loaded.current, nextPage: nextPage.current, done });
    } catch {
      setStatus("failed");
    } finally {
      busy.current = false;
    }
  }, [loadPage, pageSize, onSnapshot]);

  useEffect(() => {
    const node = sentinel.current;
    if (status !== "idle" || !node) return;
    // The buffer is a share of the viewport below the visible area: loading starts before the end shows.
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) void loadNext();
      },
      { rootMargin: `0px 0px ${INFINITE_SCROLL_BUFFER * 100}% 0px` },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [status, loadNext]);

  return (
    <div>
      <ul className={listClassName ?? styles.list} aria-label={label} aria-busy={status === "loading"}>
        {items.map((item, index) => (
          <li key={getKey(item)}>{renderItem(item, index)}</li>
        ))}
      </ul>
      <div ref={sentinel} />
      <div className={styles.footer}>
        {status === "loading" && <Spinner label={t("ui.infiniteScroll.loadingMore")} />}
        {status === "failed" && (
          <>
            <span role="alert">{t("ui.infiniteScroll.failed")}</span>
            <Button variant="secondary" size="sm" onClick={() => void loadNext()}>
              {t("ui.common.retry")}
            </Button>
          </>
        )}
        {status === "done" && items.length > 0 && <span>{t("ui.infiniteScroll.end")}</span>}
        {status === "done" && items.length === 0 && empty}
      </div>
    </div>
  );
}
