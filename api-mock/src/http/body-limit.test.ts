import { ErrorEnvelope } from "@catalogue/core/api";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auth, bearerFor, openTestApp, type TestApp } from "../testing/test-app";
import { DEFAULT_MAX_BODY_BYTES } from "./body-limit";

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await openTestApp();
  token = await bearerFor(t.app, "basic@catalogue.example");
});
afterAll(async () => t.close());

/** A JSON body of exactly `bytes` bytes (a profile change with a long, invalid separator). */
function jsonOf(bytes: number): string {
  const frame = JSON.stringify({ separator: "" });
  return JSON.stringify({ separator: "x".repeat(bytes - frame.length) });
}

/** A stream that sends `body` in 16 KiB pieces without announcing its length, and counts what was taken. */
function unannounced(body: string): { stream: ReadableStream<Uint8Array>; taken: () => number } {
  const bytes = new TextEncoder().encode(body);
  let offset = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (offset >= bytes.length) return controller.close();
      controller.enqueue(bytes.subarray(offset, offset + 16 * 1024));
      offset += 16 * 1024;
    },
  });
  return { stream, taken: () => Math.min(offset, bytes.length) };
}

async function expectTooLarge(res: Response): Promise<void> {
  expect(res.status).toBe(413);
  expect(res.headers.get("connection")).toBe("close");
  expect(ErrorEnvelope.parse(await res.json())).toMatchObject({
    status: 413,
    resultKey: "PAYLOAD_TOO_LARGE",
  });
}

describe("request body limit", () => {
  it("takes a JSON body of 1 MiB to the route (which judges it: 460 here)", async () => {
    const res = await t.app.request("/api/user/profile", {
      method: "PUT",
      headers: auth(token),
      body: jsonOf(DEFAULT_MAX_BODY_BYTES),
    });
    expect(res.status).toBe(460);
  });

  it("refuses a JSON body declared larger than 1 MiB with 413 and the error envelope", async () => {
    const body = jsonOf(DEFAULT_MAX_BODY_BYTES + 1);
    const res = await t.app.request("/api/user/profile", {
      method: "PUT",
      headers: { ...auth(token), "Content-Length": String(body.length) },
      body,
    });
    await expectTooLarge(res);
  });

  it("stops reading a body sent without a length once it passes 1 MiB", async () => {
    const { stream, taken } = unannounced(jsonOf(8 * DEFAULT_MAX_BODY_BYTES));
    const res = await t.app.request("/api/user/profile", {
      method: "PUT",
      headers: { ...auth(token), "Transfer-Encoding": "chunked" },
      body: stream,
      duplex: "half",
    } as RequestInit);
    await expectTooLarge(res);
    expect(taken()).toBeLessThan(2 * DEFAULT_MAX_BODY_BYTES);
  });

  it("limits form bodies too, before a session is needed (the identity page's form)", async () => {
    const res = await t.app.request("/api/auth/authorize", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ email: "x".repeat(DEFAULT_MAX_BODY_BYTES) }),
    });
    await expectTooLarge(res);
  });

  it("follows MAX_BODY_BYTES when it is set lower", async () => {
    const small = await openTestApp({ maxBodyBytes: 2048 });
    try {
      const smallToken = await bearerFor(small.app, "basic@catalogue.example");
      const res = await small.app.request("/api/user/profile", {
        method: "PUT",
        headers: { ...auth(smallToken), "Content-Length": "2049" },
        body: jsonOf(2049),
      });
      await expectTooLarge(res);
    } finally {
      await small.close();
    }
  });
});
