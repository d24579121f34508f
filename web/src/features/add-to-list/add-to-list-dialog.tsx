import { productListCalls } from "@catalogue/core/api/catalogue/calls/product-lists.calls";
import type { ProductList } from "@catalogue/core/model";
import { useTranslation } from "react-i18next";
import { useCallQuery } from "../../lib/server-state";
import { AddToListView } from "./add-to-list-view";
import { apiMessageKey } from "./api-message-key";
import type { ProductToList } from "./product-to-list";
import { useListsChooser } from "./use-lists-chooser";

/** Props of AddToListDialog. */
export type AddToListDialogProps = {
  product: ProductToList;
  userCurrency: string | null;
  onClose: () => void;
};

/** Core spec 4.7: the default list comes first, the others keep the server's order (last modified first). */
const defaultFirst = (lists: ProductList[]) =>
  [...lists].sort((a, b) => Number(b.defaultList) - Number(a.defaultList));

/**
 * "add to list" for one product: loads the caller's lists, then runs core's add-to-lists machine. The
 * module is loaded lazily (on the first click) so xstate stays out of the finder's initial JavaScript.
 */
export default function AddToListDialog({ product, userCurrency, onClose }: AddToListDialogProps) {
  // The dialog offers a retry when the lists fail; the screen behind it stays (keepsScreen).
  const myLists = useCallQuery(productListCalls.list, { query: {} }, { keepsScreen: true });
  if (!myLists.data) {
    const idle = () => undefined;
    return (
      <AddToListView
        productTitle={product.title}
        phase={myLists.isError ? "failed" : "loading"}
        lists={[]}
        selectedIds={[]}
        creating={null}
        adding={false}
        onToggle={idle}
        onStartCreate={idle}
        onCreateTitle={idle}
        onCreateSubmit={idle}
        onCreateCancel={idle}
        onConfirm={idle}
        onRetry={() => void myLists.refetch()}
        onClose={onClose}
      />
    );
  }
  return (
    <ListsChooser
      product={product}
      userCurrency={userCurrency}
      lists={defaultFirst(myLists.data)}
      onClose={onClose}
    />
  );
}

type ChooserProps = AddToListDialogProps & { lists: ProductList[] };

function ListsChooser(props: ChooserProps) {
  const { product, onClose } = props;
  const { t } = useTranslation();
  const chooser = useListsChooser(props);
  const { creating, setCreating, errorKey } = chooser;
  return (
    <AddToListView
      productTitle={product.title}
      phase="ready"
      lists={chooser.choices}
      selectedIds={chooser.selectedIds}
      error={errorKey ? t(apiMessageKey(errorKey)) : undefined}
      creating={creating}
      adding={chooser.adding}
      onToggle={chooser.toggle}
      onStartCreate={() => setCreating({ title: "", saving: false })}
      onCreateTitle={(title) => setCreating((current) => current && { ...current, title, error: undefined })}
      onCreateSubmit={() => void chooser.submitNewList()}
      onCreateCancel={() => setCreating(null)}
      onConfirm={chooser.confirm}
      onRetry={() => undefined}
      onClose={onClose}
    />
  );
}
