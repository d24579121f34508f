import { productListCalls } from "@catalogue/core/api/catalogue/calls/product-lists.calls";
import type { ProductList } from "@catalogue/core/model";
import { useState } from "react";
import { useCallMutation } from "../../../lib/server-state";
import { listDetailsHref } from "../list-links";
import {
  type RepriceCountry,
  RepriceDialog,
  type RepriceRequest,
  type RepriceResult,
} from "./reprice-dialog";

/** Props of RepriceDialogContainer. */
export type RepriceDialogContainerProps = {
  list: ProductList;
  countries: readonly RepriceCountry[];
  onClose: () => void;
};

/**
 * Supplement 7 (re-price): the copy of one list into another country; a taken title (460 INVALID_UNIQUE_VALUE)
 * shows on the title, every other failure goes to core's error policy (a lazy chunk of the list details route).
 */
export default function RepriceDialogContainer({ list, countries, onClose }: RepriceDialogContainerProps) {
  const [result, setResult] = useState<RepriceResult | null>(null);
  const [titleError, setTitleError] = useState<string | null>(null);
  const reprice = useCallMutation(productListCalls.reprice, {
    input: (request: RepriceRequest) => ({ params: { id: list.id }, body: request }),
    invalidates: [productListCalls.list, productListCalls.pinned],
  });
  const onSubmit = (request: RepriceRequest) => {
    setTitleError(null);
    reprice.mutate(request, {
      onSuccess: ({ list: copy, skipped }) =>
        setResult({
          listTitle: copy.title,
          listHref: listDetailsHref(copy),
          countryName: countries.find((country) => country.id === request.countryId)?.name ?? "",
          currency: copy.currency,
          copiedCount: copy.numberOfProducts,
          skipped,
        }),
      onError: (failure) => {
        if (failure._tag !== "Validation") return;
        setTitleError(failure.fieldErrors.find((error) => error.field === "title")?.messageKey ?? null);
      },
    });
  };
  return (
    <RepriceDialog
      listTitle={list.title}
      countries={countries}
      busy={reprice.isPending}
      titleError={titleError}
      result={result}
      onSubmit={onSubmit}
      onClose={onClose}
    />
  );
}
