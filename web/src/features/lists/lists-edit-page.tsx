import { pathTo } from "@catalogue/core/access";
import { productListCalls } from "@catalogue/core/api/catalogue/calls/product-lists.calls";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useCallMutation } from "../../lib/server-state";
import { useToast } from "../../ui/toast/toast-provider";
import { ListsEditView } from "./lists-edit-view";
import { useTabLists } from "./use-tab-lists";

/** Core spec 2.1 (`/product-lists/edit`): select several of the user's lists and delete them. */
export function ListsEditPage() {
  const { t } = useTranslation();
  const toast = useToast();
  const lists = useTabLists("mine", "LAST_MODIFIED");
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [confirming, setConfirming] = useState(false);
  const remove = useCallMutation(productListCalls.remove, {
    input: (ids: number[]) => ({ body: { ids } }),
    invalidates: [productListCalls.list, productListCalls.pinned],
  });
  const confirm = () => {
    if (remove.isPending) return;
    remove.mutate([...selected], {
      onSuccess: ({ removed }) => {
        toast.show({ tone: "success", message: t("lists.edit.deleted", { count: removed.length }) });
        setSelected(new Set());
      },
      onSettled: () => setConfirming(false),
    });
  };
  return (
    <ListsEditView
      lists={lists}
      selected={selected}
      confirming={confirming}
      deleting={remove.isPending}
      backHref={pathTo("productLists")}
      onToggle={(list, checked) =>
        setSelected((current) => {
          const next = new Set(current);
          if (checked) next.add(list.id);
          else next.delete(list.id);
          return next;
        })
      }
      onDelete={() => setConfirming(true)}
      onConfirm={confirm}
      onCancel={() => setConfirming(false)}
    />
  );
}
