import {
  countrySharingCalls,
  countrySharingVersionedCalls,
  favouriteCalls,
  favouriteVersionedCalls,
  listElementVersionedCalls,
  privateSharingCalls,
  privateSharingVersionedCalls,
  productCalls,
  productVersionedCalls,
  referenceDataCalls,
  referenceDataVersionedCalls,
} from "@catalogue/core/api/catalogue";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listsClient } from "../features/product-lists/lists-test-client.fixture";
import { SEED } from "../features/products/catalogue-oracle.fixture";
import { openTestApp, type TestApp } from "../testing/test-app";
import { userLike } from "../testing/test-users";
import { callAs } from "../testing/typed-client";

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp();
});
afterAll(async () => t.close());

const [a, b] = SEED.products.map((row) => row.id) as [number, number];

describe("the v2 and v3 paths answer as the plain paths do", () => {
  it("serves the product, favourite and dictionary variants from the same handlers", async () => {
    const user = await userLike(t, "advanced@catalogue.example");
    const as = <E extends Parameters<typeof callAs>[2]>(entry: E, input: Parameters<typeof callAs<E>>[3]) =>
      callAs(t.app, user.token, entry, input);
    await callAs(t.app, user.token, favouriteCalls.mark, { params: { id: a } });
    const search = { query: { search: SEED.products[0]?.title.slice(0, 5) ?? "" } };

    // The answer carries its own timing, which differs per request; everything else must be the same.
    const hints = async (entry: typeof productCalls.autocomplete) => {
      const { loadTimeMs: _timing, ...rest } = await as(entry, search);
      return rest;
    };
    const autocomplete = await hints(productCalls.autocomplete);
    expect(await hints(productVersionedCalls.autocompleteV2)).toEqual(autocomplete);
    expect(await hints(productVersionedCalls.autocompleteV3)).toEqual(autocomplete);
    expect(await as(productVersionedCalls.countersV3, {})).toEqual(await as(productCalls.counters, {}));
    const favourites = await as(favouriteVersionedCalls.listV3, {});
    expect(favourites.map((card) => card.id)).toEqual([a]);
    expect(favourites).toEqual(await as(favouriteCalls.list, {}));
    expect(await as(referenceDataVersionedCalls.availabilityStatusesV3, {})).toEqual(
      await as(referenceDataCalls.availabilityStatuses, {}),
    );
  });

  it("serves a shared list and its elements under v2 and v3, and shares and copies under v3", async () => {
    const lists = listsClient(t);
    const owner = await userLike(t, "advanced@catalogue.example");
    const reader = await userLike(t, "advanced@catalogue.example");
    const list = await lists.create(owner.token, "Variants ward");
    await lists.add(owner.token, list.id, list.version, [a, b], 2);
    const elements = await lists.elements(owner.token, list.id);
    const params = { id: list.id };

    expect(await callAs(t.app, owner.token, listElementVersionedCalls.getV2, { params })).toEqual(elements);
    expect(await callAs(t.app, owner.token, listElementVersionedCalls.getV3, { params })).toEqual(elements);

    const snapshot = await callAs(t.app, owner.token, privateSharingVersionedCalls.shareV3, {
      params,
      body: { note: "Variants", userIds: [reader.id] },
    });
    const shareParams = { id: snapshot.id };
    const read = <E extends Parameters<typeof callAs>[2]>(entry: E) =>
      callAs(t.app, reader.token, entry, { params: shareParams } as Parameters<typeof callAs<E>>[3]);
    const details = await read(privateSharingCalls.details);
    expect(details).toMatchObject({ type: "privateShare", sourceListId: list.id });
    expect(await read(privateSharingVersionedCalls.detailsV3)).toEqual(details);
    const shared = await read(privateSharingCalls.elements);
    expect(await read(privateSharingVersionedCalls.elementsV2)).toEqual(shared);
    expect(await read(privateSharingVersionedCalls.elementsV3)).toEqual(shared);

    const copy = await callAs(t.app, reader.token, privateSharingVersionedCalls.copyV3, {
      params: shareParams,
      body: { title: "Variants ward, mine" },
    });
    expect(copy.title).toBe("Variants ward, mine");
  });

  it("serves the country-sharing variants: an unknown list is 464 on every path, as on the plain one", async () => {
    const user = await userLike(t, "key.user@catalogue.example");
    const params = { id: 987_654_321 };
    const entries = [
      countrySharingCalls.details,
      countrySharingVersionedCalls.detailsV3,
      countrySharingCalls.elements,
      countrySharingVersionedCalls.elementsV2,
      countrySharingVersionedCalls.elementsV3,
    ];
    for (const entry of entries) {
      await expect(callAs(t.app, user.token, entry, { params }), entry.id).rejects.toMatchObject({
        _tag: "ResourceNotFound",
      });
    }
    await expect(
      callAs(t.app, user.token, countrySharingVersionedCalls.copyV3, { params, body: { title: "Mine" } }),
    ).rejects.toMatchObject({ _tag: "ResourceNotFound" });
  });
});
