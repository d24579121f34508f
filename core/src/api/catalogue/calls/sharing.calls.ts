import { ProductList } from "../../../model/product-list";
import { CountryShareForm, IndividualShareForm } from "../../../rules/share-form.schema";
import { ListElementsResponse } from "../../list-elements";
import { CopyListRequest, ListIdParam, ProductLists } from "../../product-lists";
import type { ResultKey } from "../../result-keys";
import { defineCall, empty, json, pathVariant } from "../define-call";

/**
 * The calls private shares and country lists have alike, under their own path, tag and id prefix. Only those the
 * list reaches (its recipients, the readers of its countries) and its sharer see a shared list: 464 for others.
 */
function sharedListCalls(
  area: string,
  base: string,
  tag: string,
  what: string,
  removeKeys: readonly ResultKey[],
) {
  const tags = [tag];
  return {
    list: defineCall({
      id: `${area}.list`,
      method: "GET",
      path: `${base}/list`,
      tags,
      summary: `The ${what} lists the caller sees (partners see no country lists)`,
      answer: json(ProductLists),
      errors: [401, 403],
      access: "regular",
    }),
    details: defineCall({
      id: `${area}.details`,
      method: "GET",
      path: `${base}/{id}/details`,
      tags,
      summary: `One ${what} list`,
      params: ListIdParam,
      answer: json(ProductList),
      errors: [401, 403, 460, 464],
      resultKeys: ["RESOURCE_NOT_FOUND"],
      access: "regular",
    }),
    elements: defineCall({
      id: `${area}.elements`,
      method: "GET",
      path: `${base}/{id}/list-elements`,
      tags,
      summary: `The elements of a ${what} list`,
      params: ListIdParam,
      answer: json(ListElementsResponse),
      errors: [401, 403, 460, 464],
      resultKeys: ["RESOURCE_NOT_FOUND"],
      access: "regular",
    }),
    remove: defineCall({
      id: `${area}.remove`,
      method: "DELETE",
      path: `${base}/{id}`,
      tags,
      summary: `Remove a ${what} list (recipients of a private share remove it for themselves only)`,
      params: ListIdParam,
      answer: empty,
      errors: [401, 403, 460, 464],
      resultKeys: removeKeys,
      access: "regular",
    }),
    copy: defineCall({
      id: `${area}.copy`,
      method: "POST",
      path: `${base}/{id}/copy`,
      tags,
      summary: "Save as mine: a personal copy with a title (prices dropped across currencies)",
      params: ListIdParam,
      body: CopyListRequest,
      answer: json(ProductList),
      errors: [401, 403, 409, 460, 464],
      resultKeys: ["MISSING_COUNTRY", "INVALID_UNIQUE_VALUE", "RESOURCE_NOT_FOUND"],
      access: "regular",
    }),
  };
}

const PRIVATE = "Private sharing";
const COUNTRY = "Country sharing";

/** Supplement 7 ("Private sharing"): lists shared with colleagues and with accepted SCP users. */
export const privateSharingCalls = {
  ...sharedListCalls("privateSharing", "/private-sharing", PRIVATE, "privately shared", [
    "RESOURCE_NOT_FOUND",
  ]),
  share: defineCall({
    id: "privateSharing.share",
    method: "POST",
    path: "/private-sharing/{id}/share",
    tags: [PRIVATE],
    summary:
      "Staff share one of their lists with colleagues (note and users); partners get 403 INSUFFICIENT_PERMISSIONS",
    params: ListIdParam,
    body: IndividualShareForm,
    answer: json(ProductList),
    errors: [401, 403, 460, 464],
    resultKeys: ["RESOURCE_NOT_FOUND"],
    access: "regular",
  }),
  scpShare: defineCall({
    id: "privateSharing.scpShare",
    method: "POST",
    path: "/private-sharing/{id}/scp-share",
    tags: [PRIVATE],
    summary:
      "Staff share one of their lists with accepted SCP users; partners get 403 INSUFFICIENT_PERMISSIONS",
    params: ListIdParam,
    body: IndividualShareForm,
    answer: json(ProductList),
    errors: [401, 403, 460, 464],
    resultKeys: ["RESOURCE_NOT_FOUND"],
    access: "regular",
  }),
} as const;

/** Supplement 7 ("Country sharing"): lists shared to countries and subregions, which readers may also pin. */
export const countrySharingCalls = {
  // Only the sharer, Key users and admins remove a country list for all its readers.
  ...sharedListCalls("countrySharing", "/country-sharing", COUNTRY, "country", [
    "INSUFFICIENT_PERMISSIONS",
    "RESOURCE_NOT_FOUND",
  ]),
  share: defineCall({
    id: "countrySharing.share",
    method: "POST",
    path: "/country-sharing/{id}/share",
    tags: [COUNTRY],
    summary:
      "Key users and admins share a list to countries and subregions (else 403 INSUFFICIENT_PERMISSIONS)",
    params: ListIdParam,
    body: CountryShareForm,
    answer: json(ProductList),
    errors: [401, 403, 460, 464],
    resultKeys: ["INSUFFICIENT_PERMISSIONS", "RESOURCE_NOT_FOUND"],
    access: "keyUser",
  }),
  pin: defineCall({
    id: "countrySharing.pin",
    method: "PUT",
    path: "/country-sharing/{id}/pin",
    tags: [COUNTRY],
    summary: "Pin a country list for the caller",
    params: ListIdParam,
    answer: json(ProductList),
    errors: [401, 403, 460, 464],
    resultKeys: ["RESOURCE_NOT_FOUND"],
    access: "regular",
  }),
  unpin: defineCall({
    id: "countrySharing.unpin",
    method: "PUT",
    path: "/country-sharing/{id}/unpin",
    tags: [COUNTRY],
    summary: "Unpin a country list for the caller",
    params: ListIdParam,
    answer: json(ProductList),
    errors: [401, 403, 460, 464],
    resultKeys: ["RESOURCE_NOT_FOUND"],
    access: "regular",
  }),
} as const;

/** Supplement 7 ("v3: copy, details, list-elements; v2: list-elements"): the versioned paths of a shared list. */
function versionedSharedListCalls(
  area: string,
  base: string,
  calls: Pick<typeof privateSharingCalls, "copy" | "details" | "elements">,
) {
  return {
    copyV3: pathVariant(calls.copy, { id: `${area}.copyV3`, path: `/v3${base}/{id}/copy` }),
    detailsV3: pathVariant(calls.details, { id: `${area}.detailsV3`, path: `/v3${base}/{id}/details` }),
    elementsV2: pathVariant(calls.elements, {
      id: `${area}.elementsV2`,
      path: `/v2${base}/{id}/list-elements`,
    }),
    elementsV3: pathVariant(calls.elements, {
      id: `${area}.elementsV3`,
      path: `/v3${base}/{id}/list-elements`,
    }),
  };
}

/** The versioned paths of the private-sharing calls, served by the same handlers as the plain ones. */
export const privateSharingVersionedCalls = {
  ...versionedSharedListCalls("privateSharing", "/private-sharing", privateSharingCalls),
  shareV3: pathVariant(privateSharingCalls.share, {
    id: "privateSharing.shareV3",
    path: "/v3/private-sharing/{id}/share",
  }),
} as const;

/** The versioned paths of the country-sharing calls, served by the same handlers as the plain ones. */
export const countrySharingVersionedCalls = {
  ...versionedSharedListCalls("countrySharing", "/country-sharing", countrySharingCalls),
  shareV3: pathVariant(countrySharingCalls.share, {
    id: "countrySharing.shareV3",
    path: "/v3/country-sharing/{id}/share",
  }),
} as const;
