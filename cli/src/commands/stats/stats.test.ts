import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type CliTestServer, startCliTestServer } from "../../testing/cli-test-server";
import { catalogue, jsonOf } from "../../testing/run-cli";

let server: CliTestServer;
let env: Record<string, string>;

beforeAll(async () => {
  server = await startCliTestServer();
  env = { CATALOGUE_URL: server.url, CATALOGUE_TOKEN: await server.tokenFor("admin@catalogue.example") };
});
afterAll(async () => {
  await server.close();
});

describe("catalogue stats", () => {
  it("prints every statistic as tables", async () => {
    const result = await catalogue(["stats", "--size", "3"], { env });
    expect(result.code).toBe(0);
    for (const heading of [
      "Product lists",
      "Most marked as favourite",
      "On the most lists",
      "Most packages over all lists",
      "Most packages per list (mean)",
      "Highest mean CRP (EUR)",
    ])
      expect(result.stdout).toContain(heading);
    expect(result.stdout).toMatch(/lists:\s+\d/);
  });

  it("prints the documented JSON, the figures the server answers", async () => {
    const json = jsonOf<Record<string, unknown>>(
      await catalogue(["stats", "--size", "3", "--json"], { env }),
    );
    expect(Object.keys(json).sort()).toEqual(
      [
        "overall",
        "amountProductLists",
        "averageProducts",
        "favoriteOccurrences",
        "productOccurrences",
        "amountQuantityPerProduct",
        "averageQuantityPerProduct",
        "averagePricePerProduct",
      ].sort(),
    );
    expect((json.productOccurrences as unknown[]).length).toBeLessThanOrEqual(3);
    expect(json.overall).toMatchObject({ amountProductLists: json.amountProductLists });
  });

  it("calls a size out of bounds wrong usage", async () => {
    expect((await catalogue(["stats", "--size", "0"], { env })).code).toBe(2);
  });
});
