import { LIST_TITLE_MAX } from "@catalogue/core/constants";
import type { ProductList } from "@catalogue/core/model";
import { ProductListTitle } from "@catalogue/core/rules";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { addToListCalls } from "./add-to-list-api";
import type { CreatingState } from "./add-to-list-view";
import { apiMessageKey } from "./api-message-key";

/** The dialog's new-list form: the typed title, checked with core's title rule, then created on the server. */
export function useNewList(
  calls: ReturnType<typeof addToListCalls>,
  listsChanged: () => void,
  onCreated: (list: ProductList) => void,
) {
  const { t } = useTranslation();
  const [creating, setCreating] = useState<CreatingState | null>(null);
  const submitNewList = async () => {
    if (!creating || creating.saving) return;
    const parsed = ProductListTitle.safeParse(creating.title);
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? "validation.required";
      setCreating({ ...creating, error: t(message, { count: LIST_TITLE_MAX, max: LIST_TITLE_MAX }) });
      return;
    }
    setCreating({ ...creating, saving: true, error: undefined });
    try {
      const list = await calls.createList(parsed.data);
      listsChanged();
      onCreated(list);
      setCreating(null);
    } catch (error) {
      setCreating({ title: creating.title, saving: false, error: t(apiMessageKey(error)) });
    }
  };

  return { creating, setCreating, submitNewList };
}
