import { callPath, listExportCalls } from "@catalogue/core/api/catalogue";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auth, bearerFor, openTestApp, type TestApp } from "../../testing/test-app";
import { SEED } from "../products/catalogue-oracle.fixture";
import { EMAIL, listsClient } from "./lists-test-client.fixture";

let t: TestApp;
let advanced: string;
let downloadPath: string;
let linkPath: string;

// One renderer and no waiting room: a second export while one renders is refused at once.
beforeAll(async () => {
  t = await openTestApp({ exportPool: { workers: 1, queueLimit: 0 } });
  const c = listsClient(t);
  advanced = await bearerFor(t.app, EMAIL.advanced);
  const list = await c.create(advanced, "Busy exports");
  await c.add(
    advanced,
    list.id,
    list.version,
    SEED.products.slice(0, 20).map((row) => row.id),
  );
  downloadPath = `/api${callPath(listExportCalls.personalPdf, { id: list.id })}`;
  linkPath = `/api${callPath(listExportCalls.personalPdfLink, { id: list.id })}`;
});
afterAll(async () => t.close());

const download = () => t.app.request(downloadPath, { headers: auth(advanced) });

describe("exports when every renderer is busy", () => {
  it("answers 503 EXPORTS_BUSY with Retry-After, and renders the same export once a renderer is free", async () => {
    const answers = await Promise.all([download(), download(), download(), download()]);
    const statuses = answers.map((res) => res.status);
    expect(statuses).toContain(200);
    const refused = answers.find((res) => res.status === 503);
    expect(refused, `statuses ${statuses.join(", ")}`).toBeDefined();
    expect(Number(refused?.headers.get("Retry-After"))).toBeGreaterThanOrEqual(1);
    expect(await refused?.json()).toMatchObject({ status: 503, resultKey: "EXPORTS_BUSY" });
    const again = await download();
    expect(again.status).toBe(200);
    expect(again.headers.get("Content-Type")).toContain("pdf");
  });

  it("keeps a single-use link usable when its export was refused", async () => {
    // Which of two simultaneous exports gets the renderer is the server's race: try until the link's is refused.
    for (let attempt = 0; attempt < 10; attempt++) {
      const link = (await (await t.app.request(linkPath, { headers: auth(advanced) })).json()) as {
        url: string;
      };
      const redeemPath = new URL(link.url).pathname;
      const [, first] = await Promise.all([download(), t.app.request(redeemPath)]);
      if (first.status !== 503) continue;
      expect((await t.app.request(redeemPath)).status).toBe(200);
      expect((await t.app.request(redeemPath)).status).toBe(464);
      return;
    }
    expect.fail("no redeemed link met a busy renderer in 10 attempts");
  });
});
