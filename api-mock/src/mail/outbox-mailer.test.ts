import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestApp, type TestApp } from "../testing/test-app";
import { OutboxMailer } from "./outbox-mailer";

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp();
});
afterAll(async () => {
  await t.close();
});

describe("OutboxMailer", () => {
  it("keeps a sent mail in the outbox the developer controls show", async () => {
    await new OutboxMailer(t.services.database.db).send({
      recipient: "ada@catalogue.example",
      subject: "List shared",
      body: "See it",
    });
    const mails = (await (await t.app.request("/api/__dev/outbox")).json()) as {
      recipient: string;
      sentAt: null;
    }[];
    expect(mails[0]).toMatchObject({ recipient: "ada@catalogue.example", sentAt: null });
  });

  it("sends nothing when the caller's transaction rolls back", async () => {
    const db = t.services.database.db;
    await db
      .transaction(async (tx) => {
        await new OutboxMailer(tx).send({ recipient: "rolled@back.example", subject: "x", body: "y" });
        throw new Error("command failed");
      })
      .catch(() => undefined);
    const mails = (await (await t.app.request("/api/__dev/outbox")).json()) as { recipient: string }[];
    expect(mails.map((mail) => mail.recipient)).not.toContain("rolled@back.example");
  });
});
