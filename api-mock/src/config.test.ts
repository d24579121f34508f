import { describe, expect, it } from "vitest";
import { ConfigError, isLoopback, readConfig } from "./config";

const OIDC = {
  OIDC_ISSUER: "https://login.example.com",
  OIDC_CLIENT_ID: "catalogue",
  OIDC_CLIENT_SECRET: "s3cret",
  PUBLIC_URL: "https://catalogue.example.com",
};

describe("readConfig", () => {
  it("defaults to demo mode on 127.0.0.1:8080, ./.data and the embedded database", () => {
    expect(readConfig({})).toMatchObject({
      host: "127.0.0.1",
      port: 8080,
      mode: "demo",
      publicDemo: false,
      publicUrl: "http://localhost:8080",
      dataDir: "./.data",
      databaseUrl: undefined,
    });
  });

  it("refuses a port that is not a port", () => {
    expect(() => readConfig({ PORT: "http" })).toThrow(/PORT/);
  });

  it("runs the nightly import at 02:00 UTC unless NIGHTLY_IMPORT_TIME names another time", () => {
    expect(readConfig({}).nightlyImportTime).toEqual({ hour: 2, minute: 0 });
    expect(readConfig({ NIGHTLY_IMPORT_TIME: "23:15" }).nightlyImportTime).toEqual({ hour: 23, minute: 15 });
  });

  it("refuses a nightly import time that is not HH:MM", () => {
    for (const value of ["24:00", "2", "02:60", "two"]) {
      expect(() => readConfig({ NIGHTLY_IMPORT_TIME: value }), value).toThrow(/NIGHTLY_IMPORT_TIME/);
    }
  });
  it("refuses demo mode on an address other machines reach, saying how to go on", () => {
    for (const HOST of ["0.0.0.0", "::", "192.0.2.10", "catalogue.example.com"]) {
      expect(() => readConfig({ HOST, PUBLIC_URL: "http://192.0.2.10:8080" })).toThrow(ConfigError);
      expect(() => readConfig({ HOST, PUBLIC_URL: "http://192.0.2.10:8080" })).toThrow(
        /demo mode.*DEMO_ON_PUBLIC_HOST=yes/s,
      );
    }
  });

  it("runs demo mode on a public address only when the operator names it, and then marks it public", () => {
    const config = readConfig({
      HOST: "0.0.0.0",
      DEMO_ON_PUBLIC_HOST: "yes",
      PUBLIC_URL: "http://192.0.2.10:8080",
    });
    expect(config).toMatchObject({ host: "0.0.0.0", mode: "demo", publicDemo: true });
    expect(() => readConfig({ HOST: "0.0.0.0", DEMO_ON_PUBLIC_HOST: "maybe" })).toThrow(
      /DEMO_ON_PUBLIC_HOST/,
    );
  });

  it("needs PUBLIC_URL on a public address, since links must not come from the request's Host", () => {
    expect(() => readConfig({ HOST: "0.0.0.0", DEMO_ON_PUBLIC_HOST: "yes" })).toThrow(/PUBLIC_URL/);
    expect(() => readConfig({ PUBLIC_URL: "https://catalogue.example.com/app" })).toThrow(/PUBLIC_URL/);
    expect(readConfig({ PUBLIC_URL: "https://catalogue.example.com/" }).publicUrl).toBe(
      "https://catalogue.example.com",
    );
  });

  it("is production mode under NODE_ENV=production or CATALOGUE_MODE=production, and then needs an OIDC provider", () => {
    expect(() => readConfig({ NODE_ENV: "production" })).toThrow(/OIDC_ISSUER, OIDC_CLIENT_ID/);
    expect(() => readConfig({ CATALOGUE_MODE: "production", ...OIDC, OIDC_CLIENT_SECRET: "" })).toThrow(
      /OIDC_CLIENT_SECRET/,
    );
    const config = readConfig({ CATALOGUE_MODE: "production", HOST: "0.0.0.0", ...OIDC });
    expect(config).toMatchObject({
      mode: "production",
      publicDemo: false,
      oidc: { issuer: OIDC.OIDC_ISSUER, clientId: "catalogue", clientSecret: "s3cret" },
    });
    expect(readConfig({ NODE_ENV: "production", CATALOGUE_MODE: "demo" }).mode).toBe("demo");
    expect(() => readConfig({ CATALOGUE_MODE: "staging" })).toThrow(/CATALOGUE_MODE/);
  });
});

describe("limits", () => {
  it("default to 1 MiB bodies, 20 MiB uploads and 60 s per request, and follow the environment", () => {
    expect(readConfig({})).toMatchObject({
      maxBodyBytes: 1024 * 1024,
      maxUploadBytes: 20 * 1024 * 1024,
      requestTimeoutMs: 60_000,
    });
    const set = readConfig({ MAX_BODY_BYTES: "2048", MAX_UPLOAD_BYTES: "4096", REQUEST_TIMEOUT_MS: "5000" });
    expect(set).toMatchObject({ maxBodyBytes: 2048, maxUploadBytes: 4096, requestTimeoutMs: 5000 });
    expect(() => readConfig({ MAX_BODY_BYTES: "lots" })).toThrow(/MAX_BODY_BYTES/);
    expect(() => readConfig({ REQUEST_TIMEOUT_MS: "0" })).toThrow(/REQUEST_TIMEOUT_MS/);
  });
});

describe("TRUST_PROXY", () => {
  it("trusts no forwarding header unless set; yes is one proxy, a number that many", () => {
    expect(readConfig({}).trustedProxies).toBe(0);
    expect(readConfig({ TRUST_PROXY: "no" }).trustedProxies).toBe(0);
    expect(readConfig({ TRUST_PROXY: "yes" }).trustedProxies).toBe(1);
    expect(readConfig({ TRUST_PROXY: "2" }).trustedProxies).toBe(2);
    expect(() => readConfig({ TRUST_PROXY: "10.0.0.1" })).toThrow(/TRUST_PROXY/);
  });
});

describe("isLoopback", () => {
  it.each(["127.0.0.1", "127.1.2.3", "::1", "[::1]", "localhost"])("%s is this machine only", (host) => {
    expect(isLoopback(host)).toBe(true);
  });
  it.each(["0.0.0.0", "::", "10.0.0.1", "example.com", "127.0.0.1.example.com"])("%s is not", (host) => {
    expect(isLoopback(host)).toBe(false);
  });
});
