import * as z from "zod";
import { AppInfo, Company, Country, Currency, ScpCountry } from "../../../model/reference-data";
import { AvailabilityStatusEntry } from "../../products";
import { SubregionWithCountries } from "../../reference-data";
import { defineCall, json, pathVariant } from "../define-call";

const TAGS = ["Reference data"];

/**
 * Core spec 3 / supplement 7 (static data): the lists every screen picks from. Any signed-in user reads them,
 * partners still registering too (they pick their country from the SCP list).
 */
export const referenceDataCalls = {
  countries: defineCall({
    id: "referenceData.countries",
    method: "GET",
    path: "/countries/list",
    tags: TAGS,
    summary: "Every country",
    answer: json(z.array(Country)),
    errors: [401],
    access: "session",
  }),
  subregions: defineCall({
    id: "referenceData.subregions",
    method: "GET",
    path: "/countries/subregion-list",
    tags: TAGS,
    summary: "Subregions with their countries",
    answer: json(z.array(SubregionWithCountries)),
    errors: [401],
    access: "session",
  }),
  scpCountries: defineCall({
    id: "referenceData.scpCountries",
    method: "GET",
    path: "/countries/scp-list",
    tags: TAGS,
    summary: "Every country with whether sales channel partners may register in it",
    answer: json(z.array(ScpCountry)),
    errors: [401],
    access: "session",
  }),
  currencies: defineCall({
    id: "referenceData.currencies",
    method: "GET",
    path: "/currencies/list",
    tags: TAGS,
    summary: "Every currency with its EUR rate",
    answer: json(z.array(Currency)),
    errors: [401],
    access: "session",
  }),
  companies: defineCall({
    id: "referenceData.companies",
    method: "GET",
    path: "/companies/list",
    tags: TAGS,
    summary: "Every company",
    answer: json(z.array(Company)),
    errors: [401],
    access: "session",
  }),
  appInfo: defineCall({
    id: "referenceData.appInfo",
    method: "GET",
    path: "/app-info",
    tags: TAGS,
    summary: "Links to the legal and help documents",
    answer: json(AppInfo),
    errors: [401, 464],
    resultKeys: ["RESOURCE_NOT_FOUND"],
    access: "session",
  }),
  availabilityStatuses: defineCall({
    id: "referenceData.availabilityStatuses",
    method: "GET",
    path: "/dictionaries/products/availability-indicator",
    tags: TAGS,
    summary: "The custom statuses an availability indicator may set, with their label keys",
    answer: json(z.array(AvailabilityStatusEntry)),
    errors: [401],
    access: "session",
  }),
} as const;

/** Supplement 7 ("GET /dictionaries/products/availability-indicator (and v3)"). */
export const referenceDataVersionedCalls = {
  availabilityStatusesV3: pathVariant(referenceDataCalls.availabilityStatuses, {
    id: "referenceData.availabilityStatusesV3",
    path: "/v3/dictionaries/products/availability-indicator",
  }),
} as const;
