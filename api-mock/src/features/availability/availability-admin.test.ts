import type { ErrorEnvelope, ProductCard, ProductDetails, ProductIndicators } from "@catalogue/core/api";
import type { AvailabilityIndicator } from "@catalogue/core/model";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { countries } from "../../db/schema/index";
import { auth, bearerFor, openTestApp, type TestApp } from "../../testing/test-app";
import { SEED } from "../products/catalogue-oracle.fixture";

let t: TestApp;
let admin: string;
let viewer: string;
let germany: number;
let france: number;
let product: (typeof SEED.products)[number] | undefined;
let productId: number;
let path: string;

/** Each test sets the indicators of a product of its own (the seed's product at `index`). */
function onProduct(index: number): void {
  product = SEED.products[index];
  productId = product?.id ?? 0;
  path = `/api/products/${productId}/availability-indicator`;
}

beforeAll(async () => {
  t = await openTestApp();
  admin = await bearerFor(t.app, "admin@catalogue.example");
  viewer = await bearerFor(t.app, "advanced@catalogue.example");
  const db = t.services.database.db;
  const [de] = await db.select().from(countries).where(eq(countries.shortcut, "DE"));
  const [fr] = await db.select().from(countries).where(eq(countries.shortcut, "FR"));
  germany = de?.id ?? 0;
  france = fr?.id ?? 0;
});
afterAll(async () => t.close());

async function call(method: string, url: string, token: string, body?: unknown): Promise<Response> {
  return t.app.request(url, { method, headers: auth(token), body: body ? JSON.stringify(body) : undefined });
}
async function indicators(res: Response, status: number): Promise<ProductIndicators> {
  expect(res.status).toBe(status);
  return (await res.json()) as ProductIndicators;
}
async function resultKey(res: Response, status: number): Promise<string> {
  expect(res.status).toBe(status);
  return ((await res.json()) as ErrorEnvelope).resultKey;
}
async function viewerCard(): Promise<ProductCard | undefined> {
  const res = await call("POST", "/api/products/list", viewer, { ids: [productId] });
  return ((await res.json()) as ProductCard[])[0];
}

const warning = { status: "WARNING", description: "Limited until May", link: "https://maker.example/n" };

describe("availability indicator management", () => {
  it("starts in edit mode without indicators; an unknown product answers 464", async () => {
    onProduct(3);
    expect(await indicators(await call("GET", path, admin), 200)).toMatchObject({
      mode: "EDIT",
      indicators: [],
    });
    expect(
      await resultKey(await call("GET", "/api/products/99999999/availability-indicator", admin), 464),
    ).toBe("RESOURCE_NOT_FOUND");
  });

  it("is for the highest role only: a viewer gets 403 FORBIDDEN and nothing changes", async () => {
    onProduct(4);
    expect(await resultKey(await call("POST", path, viewer, { scope: "GLOBAL", ...warning }), 403)).toBe(
      "FORBIDDEN",
    );
    expect((await indicators(await call("GET", path, admin), 200)).indicators).toEqual([]);
  });

  it("a global indicator shows at once on the viewer's card and details", async () => {
    onProduct(5);
    const body = { scope: "GLOBAL", ...warning, criticalQuantity: 20 };
    const saved = await indicators(await call("POST", path, admin, body), 201);
    expect(saved.mode).toBe("GLOBAL");
    expect(saved.indicators).toMatchObject([{ scope: "GLOBAL", status: "WARNING", criticalQuantity: 20 }]);

    expect((await viewerCard())?.customStatus).toEqual({
      status: "WARNING",
      description: warning.description,
      link: warning.link,
    });
    const details = (await (
      await call("GET", `/api/products/${productId}/details`, viewer)
    ).json()) as ProductDetails;
    expect(details.customStatus?.status).toBe("WARNING");
  });

  it("country indicators replace the global one; a second one for a country answers 409", async () => {
    onProduct(6);
    await indicators(await call("POST", path, admin, { scope: "GLOBAL", ...warning }), 201);
    const body = { scope: "COUNTRY", ...warning, status: "NOT_AVAILABLE", countryIds: [germany] };
    const saved = await indicators(await call("POST", path, admin, body), 201);
    expect(saved.mode).toBe("CUSTOM");
    expect(saved.indicators.map((i) => [i.scope, i.countryId])).toEqual([["COUNTRY", germany]]);
    expect((await viewerCard())?.customStatus?.status).toBe("NOT_AVAILABLE");

    const again = await call("POST", path, admin, { ...body, countryIds: [france, germany] });
    expect(await resultKey(again, 409)).toBe("CANNOT_SET_MANY_PRODUCT_INDICATORS_FOR_ONE_COUNTRY");
    expect((await indicators(await call("GET", path, admin), 200)).indicators).toHaveLength(1);
  });

  it.each([
    [{ scope: "GLOBAL", description: "x" }, "MISSING_GLOBAL_PRODUCT_AVAILABILITY_INDICATOR_DATA"],
    [
      { scope: "GLOBAL", status: "AVAILABLE", description: " " },
      "GLOBAL_PRODUCT_AVAILABILITY_INDICATOR_DESCRIPTION_REQUIRED",
    ],
    [
      { scope: "COUNTRY", status: "AVAILABLE", description: "x" },
      "MISSING_COUNTRY_PRODUCT_AVAILABILITY_INDICATOR_DATA",
    ],
  ])("answers 409 with the spec's result key for %j", async (body, key) => {
    onProduct(3);
    expect(await resultKey(await call("POST", path, admin, body), 409)).toBe(key);
  });

  it("answers 409 COUNTRY_..._DESCRIPTION_REQUIRED for a country indicator without description", async () => {
    onProduct(7);
    const body = { scope: "COUNTRY", status: "AVAILABLE", countryIds: [france] };
    expect(await resultKey(await call("POST", path, admin, body), 409)).toBe(
      "COUNTRY_PRODUCT_AVAILABILITY_INDICATOR_DESCRIPTION_REQUIRED",
    );
  });

  it.each([
    ["GLOBAL", () => ({})],
    ["COUNTRY", () => ({ countryIds: [france] })],
    ["SUBREGION", () => ({ subregionIds: [1] })],
  ])(
    "refuses a %s indicator without a link, or with a blank one (460 naming the link); nothing changes",
    async (scope, targets) => {
      onProduct(12);
      const before = await indicators(await call("GET", path, admin), 200);
      const { link: _link, ...withoutLink } = warning;
      for (const body of [withoutLink, { ...withoutLink, link: "" }, { ...withoutLink, link: null }]) {
        for (const method of ["POST", "PUT"]) {
          const res = await call(method, path, admin, { scope, ...targets(), ...body });
          expect(res.status, `${method} ${JSON.stringify(body)}`).toBe(460);
          expect(((await res.json()) as ErrorEnvelope).fieldErrors).toEqual([
            { field: "link", messageKey: "validation.required" },
          ]);
        }
      }
      expect(await indicators(await call("GET", path, admin), 200)).toEqual(before);
    },
  );

  it("answers 460 for a bad link, a quantity out of bounds or an unknown country", async () => {
    onProduct(8);
    for (const body of [
      { scope: "GLOBAL", ...warning, link: "javascript:alert(1)" },
      { scope: "GLOBAL", ...warning, criticalQuantity: 1_000_000 },
      { scope: "COUNTRY", ...warning, countryIds: [987654] },
    ]) {
      expect(await resultKey(await call("POST", path, admin, body), 460)).toBe("VALIDATION_FAILED");
    }
  });

  it("PUT replaces every indicator; DELETE removes one, then all (edit mode)", async () => {
    onProduct(9);
    const body = { scope: "COUNTRY", ...warning, countryIds: [germany, france] };
    const replaced = await indicators(await call("PUT", path, admin, body), 200);
    expect(replaced.indicators.map((i) => i.countryId).sort()).toEqual([germany, france].sort());

    const french = replaced.indicators.find((i) => i.countryId === france);
    const afterOne = await indicators(await call("DELETE", `${path}?indicatorId=${french?.id}`, admin), 200);
    expect(afterOne.indicators.map((i) => i.countryId)).toEqual([germany]);
    expect(await resultKey(await call("DELETE", `${path}?indicatorId=${french?.id}`, admin), 464)).toBe(
      "RESOURCE_NOT_FOUND",
    );

    expect(await indicators(await call("DELETE", path, admin), 200)).toMatchObject({
      mode: "EDIT",
      indicators: [],
    });
    expect((await viewerCard())?.customStatus).toBeNull();
  });

  it("the custom-only list gives every place's indicators to the highest role, 403 to others", async () => {
    onProduct(10);
    await call("PUT", path, admin, { scope: "COUNTRY", ...warning, countryIds: [france] });
    const res = await call("GET", "/api/products/availability-indicator?customOnly=true", admin);
    const all = (await res.json()) as AvailabilityIndicator[];
    expect(all.filter((i) => i.partNumber === product?.partNumber).map((i) => i.countryId)).toEqual([france]);

    // The viewer is in Germany: a French indicator does not apply to them, and the full list is refused.
    const own = await call(
      "GET",
      `/api/products/availability-indicator?partNumber=${product?.partNumber}`,
      viewer,
    );
    expect(await own.json()).toEqual([]);
    expect(
      await resultKey(await call("GET", "/api/products/availability-indicator?customOnly=true", viewer), 403),
    ).toBe("FORBIDDEN");
  });
});

describe("who may manage availability: the highest role only (docs/admin/permissions.md)", () => {
  const REFUSED = {
    basic: "basic@catalogue.example",
    basicPlus: "basic.plus@catalogue.example",
    advanced: "advanced@catalogue.example",
    advancedPlus: "advanced.plus@catalogue.example",
    keyUser: "key.user@catalogue.example",
    partner: "partner.accepted@partner.example",
  };
  const germanIndicator = () => ({ scope: "COUNTRY", ...warning, countryIds: [germany] });
  // A product of this block's own, whichever test of the file ran before.
  beforeEach(() => onProduct(11));

  it.each(Object.entries(REFUSED))(
    "refuses %s every indicator call with 403 FORBIDDEN (the Key user in the indicator's own country too); nothing changes",
    async (_role, email) => {
      const token = await bearerFor(t.app, email);
      await call("PUT", path, admin, germanIndicator());
      const before = await indicators(await call("GET", path, admin), 200);
      for (const [method, url, body] of [
        ["GET", path, undefined],
        ["POST", path, { scope: "GLOBAL", ...warning }],
        ["PUT", path, germanIndicator()],
        ["DELETE", path, undefined],
        ["DELETE", `${path}?indicatorId=${before.indicators[0]?.id}`, undefined],
        ["GET", "/api/products/availability-indicator?customOnly=true", undefined],
      ] as const) {
        expect(await resultKey(await call(method, url, token, body), 403), `${method} ${url}`).toBe(
          "FORBIDDEN",
        );
      }
      expect(await indicators(await call("GET", path, admin), 200)).toEqual(before);
    },
  );

  it("lets the admin do each of them", async () => {
    expect((await call("PUT", path, admin, germanIndicator())).status).toBe(200);
    expect((await call("POST", path, admin, { scope: "GLOBAL", ...warning })).status).toBe(201);
    expect((await call("GET", "/api/products/availability-indicator?customOnly=true", admin)).status).toBe(
      200,
    );
    expect((await indicators(await call("DELETE", path, admin), 200)).mode).toBe("EDIT");
  });
});
