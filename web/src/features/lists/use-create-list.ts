import { productListCalls } from "@catalogue/core/api/catalogue/calls/product-lists.calls";
import type { ProductListForm } from "@catalogue/core/rules";
import { useState } from "react";
import { useCallMutation } from "../../lib/server-state";
import type { ProductListFormValues } from "./product-list-form-dialog";

/** Field errors by form field, as translation keys. */
export type FormErrors = Partial<Record<keyof ProductListFormValues, string>>;

/**
 * Core spec 5: creates a personal list. A taken title (460 INVALID_UNIQUE_VALUE) comes back as the server's field
 * error, which the form shows on the title; the form keeps what the user typed.
 */
export function useCreateList(onCreated: () => void) {
  const [serverErrors, setServerErrors] = useState<FormErrors>({});
  const create = useCallMutation(productListCalls.create, {
    input: (form: ProductListForm) => ({ body: form }),
    invalidates: [productListCalls.list],
  });
  const save = (form: ProductListForm) => {
    setServerErrors({});
    create.mutate(form, {
      onSuccess: onCreated,
      onError: (failure) => {
        if (failure._tag !== "Validation") return;
        const errors: FormErrors = {};
        for (const { field, messageKey } of failure.fieldErrors) {
          if (field === "title" || field === "description") errors[field] ??= messageKey;
        }
        setServerErrors(errors);
      },
    });
  };
  return { save, busy: create.isPending, serverErrors, reset: () => setServerErrors({}) };
}
