import { productCalls, productCartCalls } from "@catalogue/core/api/catalogue";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox } from "../../db/schema/index";
import { auth, bearerFor, openTestApp, type TestApp } from "../../testing/test-app";
import { userLike } from "../../testing/test-users";
import { callAs } from "../../testing/typed-client";
import { SEED } from "./catalogue-oracle.fixture";

let t: TestApp;
let advanced: string;
let basic: string;
let partner: string;
const [a, b, c] = SEED.products.map((row) => row.id) as [number, number, number];
const UNKNOWN = 987_654_321;

beforeAll(async () => {
  t = await openTestApp();
  advanced = await bearerFor(t.app, "advanced@catalogue.example");
  basic = await bearerFor(t.app, "basic@catalogue.example");
  partner = await bearerFor(t.app, "partner.accepted@partner.example");
});
afterAll(async () => t.close());

/** The unit prices (CRP) the caller's own cards show: the oracle the cart must agree with. */
async function cardPrices(token: string, ids: number[]): Promise<Map<number, number | null | undefined>> {
  const cards = await callAs(t.app, token, productCalls.cards, { body: { ids } });
  return new Map(cards.map((card) => [card.id, card.pricing?.crp]));
}

const cents = (amount: number) => Math.round(amount * 100);

describe("GET /products/cart-values", () => {
  it("prices each line as the caller's cards do and sums quantity times price", async () => {
    const values = await callAs(t.app, advanced, productCartCalls.cartValues, {
      query: { items: `${a}:3,${UNKNOWN}:1,${b}:2` },
    });
    const prices = await cardPrices(advanced, [a, b]);

    expect(values.lines.map((line) => [line.productId, line.quantity])).toEqual([
      [a, 3],
      [b, 2],
    ]);
    for (const line of values.lines) {
      expect(line.unitPrice).toBe(prices.get(line.productId) ?? null);
      expect(cents(line.totalPrice ?? 0)).toBe(cents(line.quantity * (line.unitPrice ?? 0)));
    }
    const expected = values.lines.reduce(
      (sum, line) => sum + cents(line.quantity * (line.unitPrice ?? 0)),
      0,
    );
    expect(cents(values.totalAmount ?? -1)).toBe(expected);
    expect(values.totalQuantity).toBe(5);
    expect(values.lines.some((line) => typeof line.unitPrice === "number")).toBe(true);
  });

  it("never gives a price or a total to callers who may not see prices (Basic, partner)", async () => {
    for (const token of [basic, partner]) {
      const res = await t.app.request(`/api/products/cart-values?items=${a}:1,${b}:4`, {
        headers: auth(token),
      });
      expect(res.status).toBe(200);
      const raw = (await res.json()) as Record<string, unknown> & { lines: Record<string, unknown>[] };
      expect(raw).not.toHaveProperty("totalAmount");
      for (const line of raw.lines) {
        expect(line).not.toHaveProperty("unitPrice");
        expect(line).not.toHaveProperty("totalPrice");
      }
      expect(raw.totalQuantity).toBe(5);
    }
  });

  it("refuses a malformed cart or a quantity above the bound with 460", async () => {
    for (const items of ["", `${a}`, `${a}:0`, `${a}:1000000`, `x:1`]) {
      const res = await t.app.request(`/api/products/cart-values?items=${encodeURIComponent(items)}`, {
        headers: auth(advanced),
      });
      expect(res.status, items).toBe(460);
    }
  });

  it("refuses partners not yet accepted (403) and callers without a session (401)", async () => {
    const pending = await bearerFor(t.app, "partner.pending@partner.example");
    await expect(
      callAs(t.app, pending, productCartCalls.cartValues, { query: { items: `${a}:1` } }),
    ).rejects.toMatchObject({ _tag: "Forbidden" });
    await expect(
      callAs(t.app, undefined, productCartCalls.cartValues, { query: { items: `${a}:1` } }),
    ).rejects.toMatchObject({ _tag: "Unauthorised" });
  });
});

describe("POST /products/send-cart", () => {
  const mailsTo = (recipient: string) =>
    t.services.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, recipient));

  it("puts one mail per recipient in the outbox, with the lines, prices and total the sender sees", async () => {
    const sender = await userLike(t, "advanced@catalogue.example");
    const answer = await callAs(t.app, sender.token, productCartCalls.sendCart, {
      body: {
        recipients: ["cart.one@catalogue.example", "cart.two@catalogue.example"],
        note: "For the ward quote",
        items: [
          { productId: a, quantity: 2 },
          { productId: c, quantity: 1 },
        ],
      },
    });
    const [mail] = await mailsTo("cart.one@catalogue.example");

    expect(answer).toEqual({ mails: 2, lines: 2 });
    expect(await mailsTo("cart.two@catalogue.example")).toHaveLength(1);
    expect(mail?.subject).toContain("Arne Advanced");
    expect(mail?.body).toContain("For the ward quote");
    const title = SEED.products.find((row) => row.id === a)?.title ?? "";
    expect(mail?.body).toContain(`2 × ${title}`);
    expect(mail?.body).toMatch(/Total: /);
  });

  it("leaves prices and the total out of a Basic sender's mail", async () => {
    const sender = await userLike(t, "basic@catalogue.example");
    await callAs(t.app, sender.token, productCartCalls.sendCart, {
      body: { recipients: ["cart.basic@catalogue.example"], items: [{ productId: a, quantity: 2 }] },
    });
    const [mail] = await mailsTo("cart.basic@catalogue.example");
    const values = await callAs(t.app, advanced, productCartCalls.cartValues, { query: { items: `${a}:2` } });

    expect(mail?.body).not.toMatch(/Total: /);
    expect(mail?.body).not.toContain(": ");
    expect(values.totalAmount).toBeDefined();
  });

  it("sends nothing when an address is outside the maker's domain (460 per address)", async () => {
    const before = (await t.services.database.db.select().from(mailOutbox)).length;
    const res = await t.app.request("/api/products/send-cart", {
      method: "POST",
      headers: auth(advanced),
      body: JSON.stringify({
        recipients: ["ok.cart@catalogue.example", "someone@elsewhere.example"],
        items: [{ productId: a, quantity: 1 }],
      }),
    });
    const body = (await res.json()) as { fieldErrors?: { field: string }[] };

    expect(res.status).toBe(460);
    expect(body.fieldErrors?.map((error) => error.field)).toEqual(["recipients.1"]);
    expect((await t.services.database.db.select().from(mailOutbox)).length).toBe(before);
  });
});
