import { favouriteCalls, systemCalls } from "@catalogue/core/api/catalogue";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EMAIL } from "../features/product-lists/lists-test-client.fixture";
import { bearerFor, openTestApp, type TestApp } from "./test-app";
import { callAs } from "./typed-client";

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp();
});
afterAll(async () => {
  await t.close();
});

describe("the typed client against the real app", () => {
  it("answers the health call without a session", async () => {
    await expect(callAs(t.app, undefined, systemCalls.health, {})).resolves.toMatchObject({ status: "ok" });
  });

  it("marks and lists a favourite as the signed-in user", async () => {
    const token = await bearerFor(t.app, EMAIL.advanced);
    const products = await t.app.request("/api/products/search?size=1", {
      headers: { Authorization: `Bearer ${token}` },
    });
    const id = ((await products.json()) as { content: Array<{ id: number }> }).content[0]?.id ?? 0;
    await expect(callAs(t.app, token, favouriteCalls.mark, { params: { id } })).resolves.toEqual({
      productId: id,
      isFavorite: true,
    });
    const favourites = await callAs(t.app, token, favouriteCalls.list, {});
    expect(favourites.map((card) => card.id)).toContain(id);
  });

  it("fails with the tagged failure and the result key of the envelope", async () => {
    const token = await bearerFor(t.app, EMAIL.advanced);
    await expect(
      callAs(t.app, token, favouriteCalls.mark, { params: { id: 99_999_999 } }),
    ).rejects.toMatchObject({
      _tag: "ResourceNotFound",
      resultKey: "RESOURCE_NOT_FOUND",
    });
    await expect(callAs(t.app, undefined, favouriteCalls.list, {})).rejects.toMatchObject({
      _tag: "Unauthorised",
    });
  });
});
