import { pathTo } from "@catalogue/core/access";
import { CopyListRequest } from "@catalogue/core/api";
import { productListCalls } from "@catalogue/core/api/catalogue/calls/product-lists.calls";
import { countrySharingCalls, privateSharingCalls } from "@catalogue/core/api/catalogue/calls/sharing.calls";
import type { ProductList } from "@catalogue/core/model";
import { keepsPricesOnSaveAsMine } from "@catalogue/core/rules/lists";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router-dom";
import { useCallMutation } from "../../lib/server-state";
import { useToast } from "../../ui/toast/toast-provider";
import { SaveAsMineDialogView } from "./save-as-mine-dialog-view";

/** Props of SaveAsMineDialog. */
export type SaveAsMineDialogProps = {
  list: Pick<ProductList, "id" | "type" | "title" | "currency">;
  userCurrency: string | null;
  onClose: () => void;
};

/** The copy call of the list's kind: country lists and private shares each have their own. */
function useCopy(list: SaveAsMineDialogProps["list"]) {
  const options = { invalidates: [productListCalls.list] };
  const country = useCallMutation(countrySharingCalls.copy, options);
  const personal = useCallMutation(privateSharingCalls.copy, options);
  return list.type === "countryShare" ? country : personal;
}

/**
 * Core spec 4.7 (save as mine) as a lazy chunk: copies the list, then opens the copy. When the currencies differ
 * the prices are not copied (core `keepsPricesOnSaveAsMine`): the dialog says so before, a toast after.
 */
export default function SaveAsMineDialog({ list, userCurrency, onClose }: SaveAsMineDialogProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const copy = useCopy(list);
  const [title, setTitle] = useState(list.title);
  const [tried, setTried] = useState(false);
  const [serverError, setServerError] = useState<string>();
  const parsed = CopyListRequest.safeParse({ title });
  const error = serverError ?? (tried && !parsed.success ? parsed.error.issues[0]?.message : undefined);
  const otherCurrency = keepsPricesOnSaveAsMine(list.currency, userCurrency)
    ? undefined
    : { list: list.currency, user: userCurrency ?? "" };
  const save = () => {
    setTried(true);
    if (!parsed.success || copy.isPending) return;
    copy.mutate(
      { params: { id: list.id }, body: parsed.data },
      {
        onSuccess: (mine) => {
          const message = otherCurrency
            ? t("sharing.saveAsMine.savedWithoutPrices", { title: mine.title, ...otherCurrency })
            : t("sharing.saveAsMine.saved", { title: mine.title });
          toast.show({ tone: otherCurrency ? "warning" : "success", message });
          onClose();
          navigate(pathTo("productListDetails", { productListId: String(mine.id) }));
        },
        onError: (failure) => {
          if (failure._tag !== "Validation") return;
          setServerError(failure.fieldErrors.find((field) => field.field === "title")?.messageKey);
        },
      },
    );
  };
  return (
    <SaveAsMineDialogView
      title={title}
      onTitle={(next) => {
        setTitle(next);
        setServerError(undefined);
      }}
      error={error}
      otherCurrency={otherCurrency}
      busy={copy.isPending}
      onSave={save}
      onClose={onClose}
    />
  );
}
