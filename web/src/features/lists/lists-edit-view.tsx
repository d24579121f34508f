import type { ProductList } from "@catalogue/core/model";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { Button } from "../../ui/button/button";
import { Checkbox } from "../../ui/checkbox/checkbox";
import { ConfirmDialog } from "../../ui/confirm-dialog/confirm-dialog";
import { EmptyState } from "../../ui/empty-state/empty-state";
import { TrashIcon } from "../../ui/icons/icons";
import { Skeleton } from "../../ui/skeleton/skeleton";
import * as styles from "./lists.css";
import type { TabLists } from "./use-tab-lists";

/** Props of ListsEditView. */
export type ListsEditViewProps = {
  lists: TabLists;
  selected: ReadonlySet<number>;
  confirming: boolean;
  deleting: boolean;
  backHref: string;
  onToggle: (list: ProductList, selected: boolean) => void;
  onDelete: () => void;
  onConfirm: () => void;
  onCancel: () => void;
};

/**
 * Core spec 2.3 (edit mode): the user's lists to select and delete after a confirmation. The default list has no
 * checkbox: it is never deleted (the server refuses it too).
 */
export function ListsEditView(props: ListsEditViewProps) {
  const { t } = useTranslation();
  const { lists, selected } = props;
  const count = selected.size;
  return (
    <section className={styles.page}>
      <h1 className={styles.heading}>{t("lists.edit.title")}</h1>
      <div className={styles.toolbar}>
        <p className={styles.description} aria-live="polite">
          {t("lists.edit.selected", { count })}
        </p>
        <div className={styles.footer}>
          <Link to={props.backHref}>{t("lists.edit.back")}</Link>
          <Button variant="danger" icon={<TrashIcon />} disabled={count === 0} onClick={props.onDelete}>
            {t("lists.edit.delete")}
          </Button>
        </div>
      </div>
      {lists.kind === "loading" && <Skeleton lines={3} height={48} />}
      {lists.kind === "failed" && <EmptyState title={t("lists.failed")} />}
      {lists.kind === "ready" && (
        <ul className={styles.cards} aria-label={t("lists.tabs.mine")}>
          {lists.lists.map((list) => (
            <li key={list.id} className={styles.card} data-testid="edit-row">
              {list.defaultList ? (
                <>
                  <strong className={styles.cardTitle}>{list.title}</strong>
                  <span className={styles.description}>{t("lists.edit.defaultNote")}</span>
                </>
              ) : (
                <Checkbox
                  label={list.title}
                  checked={selected.has(list.id)}
                  onChange={(checked) => props.onToggle(list, checked)}
                />
              )}
              <span className={styles.description}>
                {t("lists.card.products")}: {list.numberOfProducts}
              </span>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={props.confirming}
        title={t("lists.edit.confirmTitle")}
        confirmLabel={t("lists.edit.delete")}
        danger
        busy={props.deleting}
        onConfirm={props.onConfirm}
        onCancel={props.onCancel}
      >
        <p>{t("lists.edit.confirmText", { count })}</p>
      </ConfirmDialog>
    </section>
  );
}
