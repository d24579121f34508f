import * as z from "zod";
import { Id } from "./common";

/** Core spec 3 / 4.7: a past search kept in the search history (title once, newest first). */
export const SearchHistoryItem = z.object({
  id: Id,
  title: z.string().min(1),
  subtitle: z.string().nullable(),
  /** Kept since hints carry it; entries remembered before that have none. */
  partNumber: z.string().min(1).optional(),
  imageId: z.string().nullable(),
});
export type SearchHistoryItem = z.infer<typeof SearchHistoryItem>;
