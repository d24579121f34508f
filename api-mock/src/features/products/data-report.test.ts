import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox, productReports } from "../../db/schema/index";
import { auth, bearerFor, openTestApp, type TestApp } from "../../testing/test-app";
import { SEED } from "./catalogue-oracle.fixture";
import { DATA_TEAM_ADDRESS } from "./data-report.service";

let t: TestApp;
let token: string;
const product = SEED.products[2];

beforeAll(async () => {
  t = await openTestApp();
  token = await bearerFor(t.app, "basic@catalogue.example");
});
afterAll(async () => t.close());

async function report(id: number, body: unknown, as = token): Promise<Response> {
  return t.app.request(`/api/products/${id}/report`, {
    method: "POST",
    headers: auth(as),
    body: JSON.stringify(body),
  });
}

describe("POST /api/products/{id}/report", () => {
  it("stores the report and puts a mail to the data team in the outbox", async () => {
    const res = await report(product?.id ?? 0, { message: "The GTIN on the box differs." });
    const { id } = (await res.json()) as { id: string };
    const stored = await t.services.database.db
      .select()
      .from(productReports)
      .where(eq(productReports.id, id));
    const mails = await t.services.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.recipient, DATA_TEAM_ADDRESS));

    expect(res.status).toBe(200);
    expect(stored[0]?.message).toBe("The GTIN on the box differs.");
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toContain(product?.partNumber);
    expect(mails[0]?.body).toContain("The GTIN on the box differs.");
  });

  it("requires a message (460 for a blank one)", async () => {
    expect((await report(product?.id ?? 0, { message: "   " })).status).toBe(460);
    expect((await report(product?.id ?? 0, {})).status).toBe(460);
  });

  it("answers 464 for an unknown product and mails nothing", async () => {
    const before = await t.services.database.db.select().from(mailOutbox);

    expect((await report(999_999, { message: "Wrong" })).status).toBe(464);
    expect(await t.services.database.db.select().from(mailOutbox)).toHaveLength(before.length);
  });

  it("refuses a partner who is not accepted yet (403)", async () => {
    const pending = await bearerFor(t.app, "partner.pending@partner.example");

    expect((await report(product?.id ?? 0, { message: "Wrong" }, pending)).status).toBe(403);
  });
});
