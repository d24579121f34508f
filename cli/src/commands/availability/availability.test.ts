import { productCalls } from "@catalogue/core/api/catalogue/calls/products.calls";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type CliTestServer, startCliTestServer } from "../../testing/cli-test-server";
import { catalogue, jsonOf } from "../../testing/run-cli";

let server: CliTestServer;
let env: Record<string, string>;
/** Part numbers the admin finds, one per test (each test leaves its product as it likes). */
let part: string[];

beforeAll(async () => {
  server = await startCliTestServer();
  const token = await server.tokenFor("admin@catalogue.example");
  env = { CATALOGUE_URL: server.url, CATALOGUE_TOKEN: token };
  const page = await server.call(token, productCalls.search, { query: { size: 10 } });
  part = page.content.map((card) => card.partNumber);
});
afterAll(async () => {
  await server.close();
});

const run = (...args: string[]) => catalogue(args, { env });
const p = (index: number) => part[index] ?? "";

interface Indicators {
  partNumber: string;
  mode: string;
  indicators: {
    scope: string;
    country: string | null;
    status: string;
    description: string;
    link: string | null;
  }[];
}

describe("catalogue availability", () => {
  it("shows a product's indicators and mode, for people and as JSON", async () => {
    const human = await run("availability", "show", p(0));
    const json = jsonOf<Indicators>(
      await run("availability", "show", part[0]?.toLowerCase() ?? "", "--json"),
    );
    expect(human.code).toBe(0);
    expect(human.stdout).toContain(`${part[0]}:`);
    expect(json).toMatchObject({ partNumber: part[0] });
    expect(["EDIT", "GLOBAL", "CUSTOM"]).toContain(json.mode);
  });

  it("sets an indicator for a country, then a global one that replaces it", async () => {
    const country = jsonOf<Indicators>(
      await run(
        "availability",
        "set",
        p(1),
        "--country",
        "DE",
        "--status",
        "WARNING",
        "--description",
        "Limited until May",
        "--link",
        "https://example.com/mp2",
        "--json",
      ),
    );
    const global = await run(
      "availability",
      "set",
      p(1),
      "--global",
      "--status",
      "NOT_AVAILABLE",
      "--description",
      "Recalled",
      "--link",
      "https://example.com/recall",
    );

    expect(country.mode).toBe("CUSTOM");
    expect(country.indicators).toEqual([
      expect.objectContaining({
        scope: "COUNTRY",
        country: "DE",
        status: "WARNING",
        description: "Limited until May",
      }),
    ]);
    expect(global.code).toBe(0);
    expect(global.stdout).toContain(`${part[1]}: one global indicator`);
    const shown = await run("availability", "show", p(1));
    expect(shown.stdout).toMatch(/every country\s+NOT_AVAILABLE\s+Recalled/);
  });

  it("refuses an indicator without a description or a link with the specification's messages (exit 1)", async () => {
    const link = ["--link", "https://example.com/x"];
    const noDescription = await run("availability", "set", p(2), "--global", "--status", "WARNING", ...link);
    const noLink = await run(
      "availability",
      "set",
      p(2),
      "--global",
      "--status",
      "WARNING",
      "--description",
      "x",
    );

    expect(noDescription.code).toBe(1);
    expect(noDescription.stderr).toContain("A global indicator needs a description.");
    expect(noLink.code).toBe(1);
    expect(noLink.stderr).toContain("--link: This field cannot be empty");
  });

  it("clears one country's indicator, then all of them", async () => {
    await run(
      "availability",
      "set",
      p(3),
      "--country",
      "DE",
      "--country",
      "AT",
      "--status",
      "WARNING",
      "--description",
      "Low",
      "--link",
      "https://example.com/low",
    );
    const one = jsonOf<Indicators>(
      await run("availability", "clear", p(3), "--country", "AT", "--yes", "--json"),
    );
    const missing = await run("availability", "clear", p(3), "--country", "AT", "--yes");
    const all = await run("availability", "clear", p(3), "--yes");

    expect(one.indicators.map((indicator) => indicator.country)).toEqual(["DE"]);
    expect(missing.code).toBe(3);
    expect(all.stdout).toContain(`${part[3]}: edit mode: no indicator applies`);
  });

  it("needs --global or --country (exit 2), and knows no unknown part number (exit 3)", async () => {
    expect((await run("availability", "set", p(4), "--status", "WARNING", "--description", "x")).code).toBe(
      2,
    );
    const unknown = await run("availability", "show", "NOPE-123");
    expect(unknown.code).toBe(3);
    expect(unknown.stderr).toContain("no product with the part number NOPE-123");
  });

  it("is refused for a Key user (the highest role only)", async () => {
    const token = await server.tokenFor("key.user@catalogue.example");
    const result = await catalogue(["availability", "show", p(0)], {
      env: { ...env, CATALOGUE_TOKEN: token },
    });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("only the highest role (admins) may");
  });
});
