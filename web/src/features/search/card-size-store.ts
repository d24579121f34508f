import { CardSize } from "@catalogue/core/model";
import { readStored, writeStored } from "../../lib/safe-storage";

const KEY = "catalogue.cardSize";

/** Core spec 9: the card size the user chose last (persisted in this browser), "default" at first. */
export function readCardSize(storage?: Storage): CardSize {
  const parsed = CardSize.safeParse(readStored(KEY, storage));
  return parsed.success ? parsed.data : "default";
}

/** Core spec 9: remembers the chosen card size. */
export function storeCardSize(size: CardSize, storage?: Storage): void {
  writeStored(KEY, size, storage);
}
