import { LIST_TITLE_MAX } from "@catalogue/core/constants";
import type { ProductList } from "@catalogue/core/model";
import { ProductListTitle } from "@catalogue/core/rules";
import { useCallback, useState } from "react";
import { useTranslation } from "react-i18next";
import { apiMessageKey } from "../add-to-list";
import type { NewListState } from "./choose-lists-step";

/**
 * Core spec 5 (product list form) for the wizard's "new list": core's title rule before sending, the server's
 * message (a taken title) under the field, and a second submit ignored while the first is saving.
 */
export function useNewList(
  create: (title: string) => Promise<ProductList>,
  onCreated: (list: ProductList) => void,
) {
  const { t } = useTranslation();
  const [newList, setNewList] = useState<NewListState | null>(null);
  const submit = useCallback(async () => {
    if (!newList || newList.saving) return;
    const parsed = ProductListTitle.safeParse(newList.title);
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? "validation.required";
      setNewList({ ...newList, error: t(message, { count: LIST_TITLE_MAX, max: LIST_TITLE_MAX }) });
      return;
    }
    setNewList({ ...newList, saving: true, error: undefined });
    try {
      onCreated(await create(parsed.data));
      setNewList(null);
    } catch (error) {
      setNewList({ title: newList.title, saving: false, error: t(apiMessageKey(error)) });
    }
  }, [newList, create, onCreated, t]);
  return {
    newList,
    onStartNewList: () => setNewList({ title: "", saving: false }),
    onNewListTitle: (title: string) =>
      setNewList((current) => current && { ...current, title, error: undefined }),
    onNewListSubmit: () => void submit(),
    onNewListCancel: () => setNewList(null),
  };
}
