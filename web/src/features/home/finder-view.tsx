import type { DynamicFilters, ProductFilter, TreeFilterKey } from "@catalogue/core/api";
import type { ProductCounter } from "@catalogue/core/model";
import { buildFilterTree, type FilterTreeNode } from "@catalogue/core/rules";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { loadingScreenHigh } from "../../styles/recipes.css";
import { Image } from "../../ui/image/image";
import { Skeleton } from "../../ui/skeleton/skeleton";
import { productImageUrl } from "../catalogue";
import { filterValueLabel, knownTreeValues, searchHref } from "../search";
import { finderImageId } from "./finder-images";
import * as styles from "./finder-view.css";

/** What the finder shows: counters and trees once both have loaded. */
export type FinderState =
  | { kind: "loading" }
  | { kind: "failed" }
  | { kind: "ready"; counters: ProductCounter[]; filters: DynamicFilters };

/**
 * Core spec 2.3: the finder: care areas with their product counters, device groups and product
 * clusters as trees of links with pictures, and "view all products"; each entry opens the search with its filter.
 */
export function FinderView({ state }: { state: FinderState }) {
  const { t } = useTranslation();
  if (state.kind === "loading")
    return (
      <div className={loadingScreenHigh}>
        <Skeleton lines={6} height={32} />
      </div>
    );
  if (state.kind === "failed")
    return (
      <p role="alert" className={styles.count}>
        {t("finder.failed")}
      </p>
    );
  const known = knownTreeValues(state.filters);
  const link = (filter: ProductFilter, label: string, count: number) => (
    <>
      <Link to={searchHref({ filter })} className={styles.tileLink}>
        {label}
      </Link>{" "}
      {/* The space keeps name and count apart for screen readers and copied text; the class, on screen. */}
      <span className={styles.count}>{t("finder.count", { count })}</span>
    </>
  );
  const branch = (group: TreeFilterKey, nodes: FilterTreeNode[]) => (
    <ul className={styles.children}>
      {nodes.map((node) => (
        <li key={node.value}>
          {link({ [group]: [node.value] }, filterValueLabel(t, group, node.value, known), node.count)}
          {node.children.length > 0 && branch(group, node.children)}
        </li>
      ))}
    </ul>
  );
  const tree = (group: TreeFilterKey, titleKey: string) => (
    <section aria-labelledby={`finder-${group}`}>
      <h2
        id={`finder-${group}`}
        className={styles.heading}
        data-hint={group === "deviceGroup" ? "finder.deviceGroups" : undefined}
      >
        {t(titleKey)}
      </h2>
      <ul className={styles.tiles}>
        {buildFilterTree(state.filters[group]).map((node) => (
          <li key={node.value} className={styles.tile}>
            <Image
              alt=""
              urlFor={(width) => productImageUrl(finderImageId(node.value), width)}
              sizes="150px"
            />
            {link({ [group]: [node.value] }, filterValueLabel(t, group, node.value, known), node.count)}
            {node.children.length > 0 && (
              <ClosedUntilOpened summary={t("finder.showGroups", { count: node.children.length })}>
                {() => branch(group, node.children)}
              </ClosedUntilOpened>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
  return (
    <div className={styles.finder}>
      <section aria-labelledby="finder-careArea">
        <h2 id="finder-careArea" className={styles.heading} data-hint="finder.careAreas">
          {t("catalogue.filter.group.careArea")}
        </h2>
        <ul className={styles.tiles}>
          {state.counters.map((counter) => (
            <li key={counter.careArea} className={styles.tile} data-testid={`care-area-${counter.careArea}`}>
              {link(
                { careArea: [counter.careArea] },
                t(`catalogue.filterValue.careArea.${counter.careArea}`),
                counter.count,
              )}
            </li>
          ))}
        </ul>
      </section>
      {tree("deviceGroup", "catalogue.filter.group.deviceGroup")}
      {tree("productCluster", "catalogue.filter.group.productCluster")}
      <Link to={searchHref({})} className={styles.tileLink}>
        {t("finder.viewAll")}
      </Link>
    </div>
  );
}

/**
 * A disclosure whose content is rendered once it is first opened. Most of the finder's links sit in closed groups
 * (some 70 of 100 on the demo catalogue); rendering them up front cost every first visit their links, labels and
 * layout before the page could answer.
 */
function ClosedUntilOpened({ summary, children }: { summary: string; children: () => ReactNode }) {
  const [opened, setOpened] = useState(false);
  return (
    <details onToggle={(event) => event.currentTarget.open && setOpened(true)}>
      <summary className={styles.summary}>{summary}</summary>
      {opened && children()}
    </details>
  );
}
