import { mkdirSync, mkdtempSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { configPath, readConfig, writeConfig } from "./config-store";

const home = () => mkdtempSync(path.join(tmpdir(), "config-store-"));

describe("the CLI's config file", () => {
  it("lives in XDG_CONFIG_HOME, else in ~/.config", () => {
    expect(configPath({ XDG_CONFIG_HOME: "/x" })).toBe("/x/catalogue/config.json");
    expect(configPath({ HOME: "/home/ada" })).toBe("/home/ada/.config/catalogue/config.json");
  });

  it("is written readable by its owner only, and read back", () => {
    const env = { XDG_CONFIG_HOME: home() };
    const config = {
      current: "http://a",
      servers: { "http://a": { token: "cat_x", user: { id: 1, email: "e", name: "n" } } },
    };
    writeConfig(config, env);
    expect(statSync(configPath(env)).mode & 0o777).toBe(0o600);
    expect(readConfig(env)).toEqual(config);
  });

  it("is empty before the first login, and a damaged file is the user's to fix (exit 1)", () => {
    const env = { XDG_CONFIG_HOME: home() };
    expect(readConfig(env)).toEqual({ servers: {} });
    mkdirSync(path.dirname(configPath(env)), { recursive: true });
    writeFileSync(configPath(env), "{not json");
    expect(() => readConfig(env)).toThrow(expect.objectContaining({ exitCode: 1 }));
  });
});
