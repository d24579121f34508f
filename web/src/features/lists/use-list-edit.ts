import { productListCalls } from "@catalogue/core/api/catalogue/calls/product-lists.calls";
import type { ProductList } from "@catalogue/core/model";
import type { ProductListForm } from "@catalogue/core/rules";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useCallMutation } from "../../lib/server-state";
import { useToast } from "../../ui/toast/toast-provider";
import type { FormErrors } from "./use-create-list";

/**
 * The list's title and description form: open or closed, the server's field errors, and the save, which
 * sends the list's version (a 428 means it changed elsewhere: the user is told and the list read again).
 */
export function useListEdit(id: number, list: ProductList | undefined) {
  const { t } = useTranslation();
  const toast = useToast();
  const [editing, setEditing] = useState(false);
  const [serverErrors, setServerErrors] = useState<FormErrors>({});
  const update = useCallMutation(productListCalls.update, {
    input: (form: ProductListForm) => ({
      params: { id },
      body: { ...form, version: list?.version ?? 1 },
    }),
    invalidates: [productListCalls.get, productListCalls.list, productListCalls.pinned],
  });
  const save = (form: ProductListForm) => {
    setServerErrors({});
    update.mutate(form, {
      onSuccess: () => setEditing(false),
      onError: (failure) => {
        // A 428 is silent in the error policy: the list is read again (invalidated) and the user told here.
        if (failure._tag === "OptimisticLock") {
          toast.show({ tone: "warning", message: t("lists.details.changedElsewhere") });
        }
        if (failure._tag === "Validation") {
          const title = failure.fieldErrors.find((error) => error.field === "title");
          if (title) setServerErrors({ title: title.messageKey });
        }
      },
    });
  };
  const start = () => {
    setServerErrors({});
    setEditing(true);
  };
  return { editing, serverErrors, saving: update.isPending, save, start, close: () => setEditing(false) };
}
