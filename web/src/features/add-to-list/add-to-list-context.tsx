import { createContext, lazy, type ReactNode, Suspense, useCallback, useContext, useState } from "react";
import type { ProductToList } from "./product-to-list";

// The dialog and core's xstate machine load on the first "add to list" click, never with the finder.
const AddToListDialog = lazy(() => import("./add-to-list-dialog"));

const OpenAddToList = createContext<((product: ProductToList) => void) | undefined>(undefined);

/**
 * How a card or the detail page opens "add to list"; undefined outside the provider (stories), where
 * the button stays disabled.
 */
export function useAddToList(): ((product: ProductToList) => void) | undefined {
  return useContext(OpenAddToList);
}

/** Holds the one "add to list" dialog of the shell; needs the router and a ToastProvider above it. */
export function AddToListProvider({
  userCurrency,
  children,
}: {
  userCurrency: string | null;
  children: ReactNode;
}) {
  const [product, setProduct] = useState<ProductToList | null>(null);
  const open = useCallback((chosen: ProductToList) => setProduct(chosen), []);
  const close = useCallback(() => setProduct(null), []);
  return (
    <OpenAddToList.Provider value={open}>
      {children}
      {product && (
        <Suspense fallback={null}>
          <AddToListDialog key={product.id} product={product} userCurrency={userCurrency} onClose={close} />
        </Suspense>
      )}
    </OpenAddToList.Provider>
  );
}
