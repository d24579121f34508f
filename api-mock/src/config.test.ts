import { describe, expect, it } from "vitest";
import { readConfig } from "./config";

describe("readConfig", () => {
  it("turns the developer controls off in production unless DEV_CONTROLS=1", () => {
    expect(readConfig({ NODE_ENV: "production" }).devControls).toBe(false);
    expect(readConfig({ NODE_ENV: "production", DEV_CONTROLS: "1" }).devControls).toBe(true);
    expect(readConfig({}).devControls).toBe(true);
  });

  it("defaults to port 8080, ./.data and the embedded database", () => {
    expect(readConfig({})).toMatchObject({ port: 8080, dataDir: "./.data", databaseUrl: undefined });
  });

  it("refuses a port that is not a port", () => {
    expect(() => readConfig({ PORT: "http" })).toThrow(/PORT/);
  });
});
