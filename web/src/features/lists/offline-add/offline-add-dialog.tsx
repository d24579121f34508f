import type { ProductCard } from "@catalogue/core/api";
import { useEffect, useState } from "react";
import { cachedProducts, queueAddition } from "../../offline-edits";
import { OfflineAddView } from "./offline-add-view";

/** Props of OfflineAddDialog. */
export type OfflineAddDialogProps = {
  listId: number;
  /** The products the list holds already, sent or waiting: not offered again. */
  heldProductIds: readonly number[];
  /** Called with the product added, or nothing when the dialog is closed without adding. */
  onClose: (added?: ProductCard) => void;
};

/**
 * Supplement 7 (offline sync): reads the products kept offline and queues the one the user picks as an `add`
 * change (quantity 1, the product's CRP for the caller as the online add does: no CRP is sent). The list shows
 * it at once, marked as waiting; it is sent with the other changes when the connection returns.
 */
export default function OfflineAddDialog({ listId, heldProductIds, onClose }: OfflineAddDialogProps) {
  const [kept, setKept] = useState<readonly ProductCard[]>();
  const [search, setSearch] = useState("");
  useEffect(() => {
    let current = true;
    void cachedProducts().then((products) => current && setKept(products));
    return () => {
      current = false;
    };
  }, []);
  const held = new Set(heldProductIds);
  const add = (product: ProductCard) => {
    queueAddition(listId, product);
    onClose(product);
  };
  return (
    <OfflineAddView
      phase={kept ? "ready" : "loading"}
      products={(kept ?? []).filter((product) => !held.has(product.id))}
      search={search}
      onSearch={setSearch}
      onAdd={add}
      onClose={() => onClose()}
    />
  );
}
