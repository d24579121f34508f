import { imageCalls } from "@catalogue/core/api/catalogue";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestApp, type TestApp } from "../../testing/test-app";
import { callAs } from "../../testing/typed-client";

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp();
});
afterAll(async () => {
  await t.close();
});

describe("GET /api/images/{imageId}", () => {
  it("draws a cacheable SVG at the asked width, without a session", async () => {
    const res = await t.app.request("/api/images/circuit-000001-1?width=720");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("image/svg+xml");
    expect(res.headers.get("cache-control")).toContain("max-age");
    expect(await res.text()).toContain('width="720"');
  });

  it("draws different frames of a 360-degree set", async () => {
    const first = await (await t.app.request("/api/images/circuit-000001-360?frame=0")).text();
    const later = await (await t.app.request("/api/images/circuit-000001-360?frame=9")).text();
    expect(first).not.toBe(later);
  });

  it("answers 460 for a width the catalogue does not serve", async () => {
    expect((await t.app.request("/api/images/circuit-000001-1?width=500")).status).toBe(460);
  });

  it("hands the typed client the drawing as a file of its media type", async () => {
    const image = await callAs(t.app, undefined, imageCalls.image, {
      params: { imageId: "circuit-000001-1" },
      query: { width: 156 },
    });
    expect(image.mediaType).toContain("image/svg+xml");
    expect(new TextDecoder().decode(image.bytes)).toContain('width="156"');
  });
});
