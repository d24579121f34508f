import type { ListOfListsSort, ProductList } from "@catalogue/core/model";
import { ListOfListsSort as SORTS } from "@catalogue/core/model";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { Button } from "../../ui/button/button";
import { EmptyState } from "../../ui/empty-state/empty-state";
import { ListIcon, PlusIcon } from "../../ui/icons/icons";
import { Select } from "../../ui/select/select";
import { Skeleton } from "../../ui/skeleton/skeleton";
import { Tabs } from "../../ui/tabs/tabs";
import type { Viewer } from "../catalogue";
import { ListCard } from "./list-card";
import { LIST_TABS, type ListTab } from "./list-tabs";
import * as styles from "./lists.css";
import type { TabLists } from "./use-tab-lists";

/** Props of ListsOverviewView. */
export type ListsOverviewViewProps = {
  tab: ListTab;
  sort: ListOfListsSort;
  lists: TabLists;
  viewer: Viewer;
  showPrices: boolean;
  /** The favourites tab's content (its own feature). */
  favourites: ReactNode;
  onTabChange: (tab: ListTab) => void;
  onSortChange: (sort: ListOfListsSort) => void;
  onCreate: () => void;
  onTogglePin: (list: ProductList) => void;
  /** The edit-mode link (select and delete lists). */
  editHref: string;
};

/** Only personal and country lists are pinned (core spec 4.7). */
const pinnable = (list: ProductList) =>
  !list.draft && (list.type === "personal" || list.type === "countryShare");

/** Core spec 2.3: the product lists: tabs, sort, create, and the lists of the chosen tab. */
export function ListsOverviewView(props: ListsOverviewViewProps) {
  const { t } = useTranslation();
  const { tab, lists, viewer, showPrices, onTogglePin } = props;
  const content =
    tab === "favourites" ? (
      props.favourites
    ) : (
      <div className={styles.form}>
        <div className={styles.toolbar}>
          <Select
            label={t("lists.sort.label")}
            options={SORTS.options.map((value) => ({ value, label: t(`lists.sort.${value}`) }))}
            value={props.sort}
            onChange={(value) => props.onSortChange(value as ListOfListsSort)}
          />
          <div className={styles.footer}>
            <Link to={props.editHref}>{t("lists.edit.open")}</Link>
            <Button icon={<PlusIcon />} onClick={props.onCreate}>
              {t("lists.create.open")}
            </Button>
          </div>
        </div>
        {lists.kind === "loading" && <Skeleton lines={3} height={96} />}
        {lists.kind === "failed" && <EmptyState title={t("lists.failed")} />}
        {lists.kind === "ready" && lists.lists.length === 0 && (
          <EmptyState
            icon={<ListIcon />}
            title={t(`lists.empty.${tab}.title`)}
            text={t(`lists.empty.${tab}.text`)}
          />
        )}
        {lists.kind === "ready" && lists.lists.length > 0 && (
          <ul className={styles.cards} aria-label={t(`lists.tabs.${tab}`)}>
            {lists.lists.map((list) => (
              <li key={`${list.type}:${list.id}`}>
                <ListCard
                  list={list}
                  viewer={viewer}
                  showPrices={showPrices}
                  onTogglePin={pinnable(list) ? onTogglePin : undefined}
                />
              </li>
            ))}
          </ul>
        )}
      </div>
    );
  return (
    <section className={styles.page}>
      <h1 className={styles.heading}>{t("lists.title")}</h1>
      <Tabs
        label={t("lists.tabs.label")}
        selectedId={tab}
        onChange={(id) => props.onTabChange(id as ListTab)}
        items={LIST_TABS.map((id) => ({
          id,
          label: t(`lists.tabs.${id}`),
          content: id === tab ? content : null,
        }))}
      />
    </section>
  );
}
