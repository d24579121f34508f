import { describe, expect, it } from "vitest";
import { DEFAULT_URL, normaliseUrl, resolveServer } from "./server-settings";

const config = {
  current: "https://catalogue.example.com",
  servers: {
    "https://catalogue.example.com": { token: "cat_stored", user: { id: 1, email: "a@b.c", name: "A" } },
  },
};

describe("resolveServer", () => {
  it("takes --url over CATALOGUE_URL over the last login over the local default", () => {
    expect(resolveServer({ url: "http://a:1" }, { CATALOGUE_URL: "http://b:2" }, config).url).toBe(
      "http://a:1",
    );
    expect(resolveServer({}, { CATALOGUE_URL: "http://b:2/" }, config).url).toBe("http://b:2");
    expect(resolveServer({}, {}, config).url).toBe("https://catalogue.example.com");
    expect(resolveServer({}, {}, { servers: {} }).url).toBe(DEFAULT_URL);
  });

  it("sends a stored token only to the server it was stored for; CATALOGUE_TOKEN wins", () => {
    expect(resolveServer({}, {}, config)).toMatchObject({ token: "cat_stored", tokenFrom: "config" });
    expect(resolveServer({ url: "http://elsewhere" }, {}, config)).toMatchObject({ token: undefined });
    expect(resolveServer({}, { CATALOGUE_TOKEN: " cat_env " }, config)).toMatchObject({
      token: "cat_env",
      tokenFrom: "environment",
    });
  });
});

describe("normaliseUrl", () => {
  it("keeps the origin and path without a trailing slash, and refuses what is not http(s) (exit 2)", () => {
    expect(normaliseUrl("https://host/catalogue/")).toBe("https://host/catalogue");
    expect(() => normaliseUrl("ftp://host")).toThrow(expect.objectContaining({ exitCode: 2 }));
    expect(() => normaliseUrl("host:8080")).toThrow(expect.objectContaining({ exitCode: 2 }));
  });
});
