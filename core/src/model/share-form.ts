import * as z from "zod";
import { Id } from "./common";

/**
 * Core spec 3: the data of a share dialog: a note plus countries and subregions (country share) or users
 * (individual or SCP share). Only the shape; the validation rules of core spec 5 live in `rules`.
 */
export const ShareForm = z.object({
  note: z.string(),
  countryIds: z.array(Id),
  subregionIds: z.array(Id),
  userIds: z.array(Id),
});
export type ShareForm = z.infer<typeof ShareForm>;
