import type { ProductCard } from "@catalogue/core/api";
import { createContext, lazy, type ReactNode, Suspense, useCallback, useContext, useState } from "react";
import { isOnline } from "../../lib/connection-state";

// The dialog and core's xstate machine load on the first "add to list" click, never with the finder; the offline
// one (and the offline queue's storage) on the first click made offline.
const AddToListDialog = lazy(() => import("./add-to-list-dialog"));
const OfflinePinnedListsDialog = lazy(() => import("./offline-pinned-lists-dialog"));

const OpenAddToList = createContext<((product: ProductCard) => void) | undefined>(undefined);

/**
 * How a card or the detail page opens "add to list"; undefined outside the provider (stories), where
 * the button stays disabled.
 */
export function useAddToList(): ((product: ProductCard) => void) | undefined {
  return useContext(OpenAddToList);
}

/**
 * Holds the one "add to list" dialog of the shell; needs the router and a ToastProvider above it. Opened
 * offline, it offers the pinned lists the app keeps, the add waiting in the offline queue (supplement 7).
 */
export function AddToListProvider({
  userCurrency,
  children,
}: {
  userCurrency: string | null;
  children: ReactNode;
}) {
  const [chosen, setChosen] = useState<{ product: ProductCard; offline: boolean } | null>(null);
  const open = useCallback((product: ProductCard) => setChosen({ product, offline: !isOnline() }), []);
  const close = useCallback(() => setChosen(null), []);
  return (
    <OpenAddToList.Provider value={open}>
      {children}
      {chosen && (
        <Suspense fallback={null}>
          {chosen.offline ? (
            <OfflinePinnedListsDialog key={chosen.product.id} product={chosen.product} onClose={close} />
          ) : (
            <AddToListDialog
              key={chosen.product.id}
              product={chosen.product}
              userCurrency={userCurrency}
              onClose={close}
            />
          )}
        </Suspense>
      )}
    </OpenAddToList.Provider>
  );
}
