import type { UserProfileResponse } from "@catalogue/core/api";
import { userCalls } from "@catalogue/core/api/catalogue/calls/users.calls";
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

const run = (...args: string[]) => catalogue(args, { env });

describe("catalogue partners", () => {
  it("lists the requests waiting for approval, for people and as JSON", async () => {
    const human = await run("partners", "list", "--pending");
    const json = jsonOf<{ users: { email: string; scpStatus: string }[] }>(
      await run("partners", "list", "--pending", "--json"),
    );

    expect(human.code).toBe(0);
    expect(human.stdout).toContain("partner.pending-no-country@partner.example");
    expect(json.users.every((user) => user.scpStatus === "PENDING")).toBe(true);
    expect(json.users.map((user) => user.email)).toContain("partner.pending-no-country@partner.example");
  });

  it("approves a request with what the partner registered (company, function, country)", async () => {
    const result = jsonOf<UserProfileResponse>(
      await run("partners", "approve", "partner.pending@partner.example", "--json"),
    );
    expect(result).toMatchObject({
      scpStatus: "ACCEPTED",
      countryShortcut: "AT",
      organizationRole: "SALES_REPRESENTATIVE",
    });
    expect(result.company?.name).toMatch(/^Alpenmed/);
  });

  it("refuses an approval without a country with the specification's message (exit 1)", async () => {
    const result = await run("partners", "approve", "partner.pending-no-country@partner.example");
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      "--country: A user needs access to at least one country to activate an account",
    );
  });

  it("rejects a request after asking (--yes when not on a terminal)", async () => {
    const refused = await run("partners", "reject", "partner.new@partner.example");
    const rejected = await run("partners", "reject", "partner.new@partner.example", "--yes");
    expect(refused.code).toBe(1);
    expect(rejected.code).toBe(0);
    expect(rejected.stdout).toContain("Paul Newpartner <partner.new@partner.example> rejected");
  });

  it("activates an account only with company, function and country, with the specification's messages", async () => {
    const missing = await run("partners", "activate", "partner.rejected@partner.example");
    const activated = jsonOf<UserProfileResponse>(
      await run(
        "partners",
        "activate",
        "partner.rejected@partner.example",
        "--company",
        "Alpenmed",
        "--function",
        "SERVICE",
        "--country",
        "AT",
        "--json",
      ),
    );

    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain("--company: Company is required to activate account");
    expect(missing.stderr).toContain(
      "--country: A user needs access to at least one country to activate an account",
    );
    expect(activated).toMatchObject({ scpStatus: "ACCEPTED", enabled: true, organizationRole: "SERVICE" });
  });

  it("calls an unknown company not found (3)", async () => {
    const result = await run(
      "partners",
      "activate",
      "partner.accepted@partner.example",
      "--company",
      "Nowhere Ltd",
    );
    expect(result.code).toBe(3);
    expect(result.stderr).toContain('no company "Nowhere Ltd"');
  });
});

describe("catalogue countries scp-available", () => {
  interface Row {
    code: string;
    name: string;
    availableForScp: boolean;
  }
  const row = (rows: Row[], code: string) => rows.find((each) => each.code === code);

  it("lists every country and whether partners may choose it", async () => {
    const human = await run("countries", "scp-available", "list");
    const json = jsonOf<Row[]>(await run("countries", "scp-available", "list", "--json"));
    expect(human.stdout).toMatch(/CODE\s+COUNTRY\s+PARTNERS/);
    expect(row(json, "AT")?.availableForScp).toBe(true);
  });

  it("opens and closes a country", async () => {
    const before = jsonOf<(Row & { id: number })[]>(
      await run("countries", "scp-available", "list", "--json"),
    );
    let code = "";
    for (const country of before.filter((each) => !each.availableForScp)) {
      const partners = await server.call(env.CATALOGUE_TOKEN ?? "", userCalls.externals, {
        query: { countryId: country.id },
      });
      if (partners.totalCount === 0) {
        code = country.code;
        break;
      }
    }

    const opened = jsonOf<Row[]>(await run("countries", "scp-available", "set", code, "--json"));
    const closed = await run("countries", "scp-available", "unset", code.toLowerCase(), "--yes");
    const after = jsonOf<Row[]>(await run("countries", "scp-available", "list", "--json"));

    expect(row(opened, code)?.availableForScp).toBe(true);
    expect(closed.stdout).toContain("is closed to partners now");
    expect(row(after, code)?.availableForScp).toBe(false);
  });

  it("refuses to close a country partners are assigned to, with the specification's message", async () => {
    const result = await run("countries", "scp-available", "unset", "AT", "--yes");
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("A partner user is assigned to a country that is not selected.");
  });

  it("exits 3 for an unknown country code", async () => {
    expect((await run("countries", "scp-available", "set", "XX")).code).toBe(3);
  });
});
