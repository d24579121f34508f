import * as z from "zod";
import { LANGUAGES } from "../constants";

/** Core spec 3: the identifier of any entity (the backend uses positive integer keys). */
export const Id = z.int().positive();
export type Id = z.infer<typeof Id>;

/** Core spec 3: a point in time on the wire, ISO 8601 with a zone (createdAt, lastUpdatedAt, ...). */
export const Timestamp = z.iso.datetime({ offset: true });
export type Timestamp = z.infer<typeof Timestamp>;

/** Core spec 1: the code of one of the eleven interface languages (a language's shortcut). */
export const LanguageCode = z.enum(LANGUAGES);
export type LanguageCode = z.infer<typeof LanguageCode>;

/** Core spec 9: an ISO 4217 currency code (about 55 to 60 supported, AED to ZAR). */
export const CurrencyCode = z.string().regex(/^[A-Z]{3}$/);
export type CurrencyCode = z.infer<typeof CurrencyCode>;

/** Core spec 3: a money amount or price; never negative. */
export const Money = z.number().nonnegative();
export type Money = z.infer<typeof Money>;

/** Core spec 7: one page of a paged call, `{ content, totalCount }`, for any item schema. */
export function Page<T extends z.ZodType>(
  item: T,
): z.ZodObject<{ content: z.ZodArray<T>; totalCount: z.ZodInt }> {
  return z.object({ content: z.array(item), totalCount: z.int().nonnegative() });
}
/** Core spec 7: the inferred shape of a page of `T`. */
export type Page<T> = { content: T[]; totalCount: number };
