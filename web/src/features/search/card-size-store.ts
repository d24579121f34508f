import { CardSize } from "@catalogue/core/model";

const KEY = "catalogue.cardSize";

/** Core spec 9: the card size the user chose last (persisted in this browser), "default" at first. */
export function readCardSize(storage: Storage = localStorage): CardSize {
  const parsed = CardSize.safeParse(storage.getItem(KEY));
  return parsed.success ? parsed.data : "default";
}

/** Core spec 9: remembers the chosen card size. */
export function storeCardSize(size: CardSize, storage: Storage = localStorage): void {
  storage.setItem(KEY, size);
}
