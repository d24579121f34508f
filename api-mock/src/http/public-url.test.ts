import { ExportLinkResponse, ProductDetails, SESSION_COOKIE } from "@catalogue/core/api";
import { AppInfo } from "@catalogue/core/model";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { products } from "../db/schema/index";
import { auth, bearerFor, codeFor, openTestApp, type TestApp } from "../testing/test-app";

/** Behind a TLS proxy: people use the public URL; the request reaching the server says another host. */
const PUBLIC_URL = "https://catalogue.example.com";
const FORGED_HOST = "http://evil.example";

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await openTestApp({ publicUrl: PUBLIC_URL });
  token = await bearerFor(t.app, "advanced@catalogue.example");
});
afterAll(async () => t.close());

const get = async (path: string) => t.app.request(`${FORGED_HOST}/api${path}`, { headers: auth(token) });

describe("links come from PUBLIC_URL, never from the request's Host", () => {
  it("in the app info", async () => {
    const info = AppInfo.parse(await (await get("/app-info")).json());
    for (const link of Object.values(info))
      expect(String(link).startsWith(`${PUBLIC_URL}/`), String(link)).toBe(true);
  });

  it("in a product's document links", async () => {
    const some = await t.services.database.db.select({ id: products.id }).from(products).limit(10);
    const urls: string[] = [];
    for (const { id } of some) {
      const details = ProductDetails.parse(await (await get(`/products/${id}/details`)).json());
      urls.push(...details.linkGroups.flatMap((group) => group.links.map((link) => link.url)));
    }
    expect(urls.length).toBeGreaterThan(0);
    for (const url of urls) expect(url.startsWith(`${PUBLIC_URL}/`), url).toBe(true);
  });

  it("in an export's download link", async () => {
    const lists = (await (await get("/product-lists/list")).json()) as { id: number }[];
    const listId = lists[0]?.id ?? 0;
    const link = ExportLinkResponse.parse(
      await (await get(`/product-lists/list/${listId}/xlsx-link`)).json(),
    );
    expect(link.url.startsWith(`${PUBLIC_URL}/api/exports/`)).toBe(true);
  });
});

describe("the public URL is our own origin", () => {
  it("a cookie write from a page on the public URL passes the cross-site check behind a proxy", async () => {
    const login = await t.app.request("/api/login", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        code: await codeFor(t.app, "basic@catalogue.example"),
        hasCookiesEnabled: true,
      }),
    });
    const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
    expect(cookie.startsWith(`${SESSION_COOKIE}=`)).toBe(true);
    // The proxy forwards to the server on an inner address and plain HTTP.
    const res = await t.app.request("http://127.0.0.1:8080/api/user/language", {
      method: "PUT",
      headers: { Cookie: cookie, Origin: PUBLIC_URL, "Content-Type": "application/json" },
      body: JSON.stringify({ languageShortcut: "de" }),
    });
    expect(res.status).toBe(200);
  });
});
