import type { AddressInfo } from "node:net";
import { listExportCalls } from "@catalogue/core/api/catalogue";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox } from "../../db/schema/index";
import { bearerFor, openTestApp, type TestApp } from "../../testing/test-app";
import { SEED } from "../products/catalogue-oracle.fixture";
import { EMAIL, listsClient } from "./lists-test-client.fixture";

/** A real SMTP server on a free port that keeps every message it receives. */
const received: { to: string[]; raw: string }[] = [];
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on("data", (chunk: Buffer) => chunks.push(chunk));
    stream.on("end", () => {
      received.push({
        to: session.envelope.rcptTo.map((r) => r.address),
        raw: Buffer.concat(chunks).toString("utf8"),
      });
      callback();
    });
  },
});

let t: TestApp;

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  t = await openTestApp({ smtpUrl: `smtp://127.0.0.1:${port}` });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe("sending a list by e-mail through SMTP_URL", () => {
  it("delivers one mail per recipient with the XLSX attached, and nothing goes to the outbox", async () => {
    const c = listsClient(t);
    const token = await bearerFor(t.app, EMAIL.keyUser);
    // The mail speaks the sender's language: German here, so the localized subject is checked.
    await c.ok(token, "PUT", "/api/user/language", { languageShortcut: "de" });
    const list = await c.create(token, "Mailed list");
    await c.add(token, list.id, list.version, [SEED.products[0]?.id as number]);

    await c.as(token, listExportCalls.sendEmail, {
      params: { id: list.id },
      body: { recipients: ["a@catalogue.example", "b@catalogue.example"], note: "Hello over SMTP" },
    });

    expect(received.map((mail) => mail.to).sort()).toEqual([
      ["a@catalogue.example"],
      ["b@catalogue.example"],
    ]);
    const raw = received[0]?.raw ?? "";
    expect(raw).toMatch(/Subject: Produktliste: Mailed list/);
    expect(raw).toContain("Hello over SMTP");
    expect(raw).toMatch(/filename="?Mailed list\.xlsx/);
    expect(await t.services.database.db.select().from(mailOutbox)).toEqual([]);
  });
});
