import * as z from "zod";
import { Country, Subregion } from "../model/reference-data";

/** Supplement 7 (`GET /countries/subregion-list`): a subregion with its countries (at least one, core spec 9). */
export const SubregionWithCountries = Subregion.extend({ countries: z.array(Country) });
export type SubregionWithCountries = z.infer<typeof SubregionWithCountries>;
