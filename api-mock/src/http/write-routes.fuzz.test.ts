import { ALL_CALLS, type AnyCall } from "@catalogue/core/api/catalogue";
import { sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestApp, type TestApp } from "../testing/test-app";
import { type TestUser, userLike } from "../testing/test-users";
import { brokenArbitrary, validArbitrary } from "../testing/zod-arbitrary";

/**
 * Server hardening: every write of the call catalogue is sent generated inputs, valid and broken, as a user with
 * the access it asks for. The server must never answer 5xx, a success must match the entry's answer, and a
 * refusal must write nothing. FUZZ_SEED replays a run (a failure prints its seed); FUZZ_RUNS raises the runs
 * per call.
 */

const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Math.floor(Math.random() * 2 ** 31);
const RUNS = process.env.FUZZ_RUNS ? Number(process.env.FUZZ_RUNS) : 12;

/** Writes that are not fuzzed, and why. */
const NOT_FUZZED: Record<string, string> = {};
const skipReason = (entry: AnyCall): string | undefined => {
  // Developer controls reset the database, inject faults and sign in demo users: not product behaviour.
  if (entry.internal) return "developer control";
  // The identity page takes a form, not JSON, and answers with a redirect; login-rate-limit tests cover it.
  if (entry.answer.kind === "redirect") return "identity page form";
  // An import's raw CSV or XLSX file is not a zod schema; the import tests send broken files.
  if (entry.uploads.length > 0) return "file upload";
  // Signing out has no input to fuzz and would end the fuzzing user's session for the calls after it.
  if (entry.path === "/logout") return "no input; ends the session";
  return undefined;
};

const WRITES = ALL_CALLS.filter((entry) => entry.method !== "GET" && entry.onlyIn !== "production").filter(
  (entry) => {
    const reason = skipReason(entry);
    if (reason) NOT_FUZZED[entry.id] = reason;
    return reason === undefined;
  },
);

/** A request's three parts as generated: path parameters, query and JSON body (or raw text, broken JSON). */
interface Sent {
  params: unknown;
  query: unknown;
  body: unknown;
  rawBody?: string;
}

/** Broken path and query values: what a URL can carry that a schema refuses. */
const brokenUrlValue = fc.oneof(
  fc.constantFrom(
    "",
    "abc",
    "-1",
    "0",
    "1.5",
    "1e999",
    "NaN",
    "99999999999999999999999",
    "%00",
    "\u0000",
    "null",
  ),
  fc.constant("x".repeat(20_000)),
  fc.string({ maxLength: 20 }),
);

function brokenUrlPart(schema: AnyCall["params"]): fc.Arbitrary<unknown> {
  if (!schema) return fc.constant(undefined);
  return fc.tuple(validArbitrary(schema), fc.nat(), brokenUrlValue).map(([value, pick, broken]) => {
    const record = { ...(value as Record<string, unknown>) };
    const keys = Object.keys(record);
    const key = keys[pick % Math.max(keys.length, 1)];
    if (key !== undefined) record[key] = broken;
    return record;
  });
}

function inputArbitrary(entry: AnyCall): fc.Arbitrary<Sent> {
  const part = (schema: AnyCall["params"]) => (schema ? validArbitrary(schema) : fc.constant(undefined));
  const valid = fc.record({ params: part(entry.params), query: part(entry.query), body: part(entry.body) });
  const broken = fc.oneof(
    fc.record({
      params: part(entry.params),
      query: part(entry.query),
      body: entry.body ? brokenArbitrary(entry.body) : fc.jsonValue({ maxDepth: 1 }),
    }),
    fc.record({ params: brokenUrlPart(entry.params), query: part(entry.query), body: part(entry.body) }),
    fc.record({ params: part(entry.params), query: brokenUrlPart(entry.query), body: part(entry.body) }),
    fc
      .tuple(
        part(entry.params),
        fc.constantFrom("{", '{"a":', "[1,]", "\u0000", "null", '"x"', "{}".repeat(3)),
      )
      .map(([params, rawBody]) => ({ params, query: undefined, body: undefined, rawBody })),
  );
  return fc.oneof(valid, broken);
}

function urlOf(entry: AnyCall, sent: Sent): string {
  const params = (sent.params ?? {}) as Record<string, unknown>;
  const path = entry.path.replace(/\{([A-Za-z0-9_]+)\}/g, (_, name: string) =>
    encodeURIComponent(String(params[name] ?? "")),
  );
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries((sent.query ?? {}) as Record<string, unknown>))
    for (const item of Array.isArray(value) ? value : [value])
      if (item !== undefined)
        search.append(key, typeof item === "object" ? JSON.stringify(item) : String(item));
  const query = search.toString();
  return `http://catalogue.test/api${path}${query ? `?${query}` : ""}`;
}

/**
 * A cheap fingerprint of the whole database: every table's row count and a hash of its rows. Tables a refused
 * request may still touch are left out: sessions (a request refreshes its session's last use).
 */
const UNFINGERPRINTED = new Set(["sessions"]);
let fingerprintSql = "";

async function fingerprint(t: TestApp): Promise<Record<string, string>> {
  const db = t.services.database.db;
  if (fingerprintSql === "") {
    const tables = (await db.execute(
      sql`SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name`,
    )) as unknown as { rows: { table_name: string }[] };
    fingerprintSql = tables.rows
      .map((row) => row.table_name)
      .filter((name) => !UNFINGERPRINTED.has(name))
      .map(
        (name) =>
          `SELECT '${name}' AS name, count(*)::text || ':' || coalesce(md5(string_agg(t::text, ',' ORDER BY t::text)), '') AS print FROM "${name}" t`,
      )
      .join(" UNION ALL ");
  }
  const result = (await db.execute(sql.raw(fingerprintSql))) as unknown as {
    rows: { name: string; print: string }[];
  };
  return Object.fromEntries(result.rows.map((row) => [row.name, row.print]));
}

let t: TestApp;
const statuses: Record<number, number> = {};
const users: Partial<Record<AnyCall["access"], TestUser>> = {};
beforeAll(async () => {
  t = await openTestApp();
  const admin = await userLike(t, "admin@catalogue.example");
  const keyUser = await userLike(t, "key.user@catalogue.example");
  const regular = await userLike(t, "advanced@catalogue.example");
  Object.assign(users, {
    admin,
    highestRole: admin,
    keyUser,
    regular,
    session: regular,
    public: regular,
  });
  // A user's first call makes its default list (core spec 4.1); made now, it is not taken for a refusal's write.
  for (const user of [admin, keyUser, regular])
    await t.app.request("/api/product-lists/list", { headers: { Authorization: `Bearer ${user.token}` } });
});
afterAll(async () => {
  // FUZZ_REPORT=1 prints how often each status came, to judge how deep the generated inputs reach.
  if (process.env.FUZZ_REPORT)
    console.info(`fuzzed ${WRITES.length} writes; statuses ${JSON.stringify(statuses)}`);
  await t.close();
});

describe(`write routes under generated input (FUZZ_SEED=${SEED}, FUZZ_RUNS=${RUNS})`, () => {
  it("fuzzes every write but the listed ones", () => {
    expect(WRITES.length + Object.keys(NOT_FUZZED).length).toBe(
      ALL_CALLS.filter((entry) => entry.method !== "GET" && entry.onlyIn !== "production").length,
    );
    expect(WRITES.length).toBeGreaterThan(60);
  });

  it("refuses a list id beyond the 32-bit id column with 460, not a fault", async () => {
    const res = await t.app.request("/api/product-lists/list", {
      method: "DELETE",
      headers: { Authorization: `Bearer ${users.regular?.token}`, "Content-Type": "application/json" },
      body: JSON.stringify({ ids: [2 ** 31] }),
    });
    expect(res.status).toBe(460);
  });

  it.each(WRITES.map((entry) => [entry.id, entry] as const))("%s", async (_, entry) => {
    const token = users[entry.access]?.token as string;
    let unchanged: Record<string, string> | undefined;
    await fc.assert(
      fc.asyncProperty(inputArbitrary(entry), async (sent) => {
        // After a refusal the database is as its fingerprint says, so that one is the next request's "before".
        const before = unchanged ?? (await fingerprint(t));
        unchanged = undefined;
        const hasBody = sent.rawBody !== undefined || sent.body !== undefined;
        const res = await t.app.request(urlOf(entry, sent), {
          method: entry.method,
          headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
          ...(hasBody ? { body: sent.rawBody ?? JSON.stringify(sent.body) } : {}),
        });
        const text = await res.text();
        statuses[res.status] = (statuses[res.status] ?? 0) + 1;
        // A started import runs on after its answer; the next fingerprint waits for it.
        await t.services.importRunner.settled();
        expect(res.status, text).toBeLessThan(500);
        if (res.status >= 200 && res.status < 300 && entry.answer.kind === "json") {
          const parsed = entry.answer.schema.safeParse(JSON.parse(text));
          expect(parsed.success, `${res.status} ${text.slice(0, 500)}`).toBe(true);
        }
        if (res.status >= 400) {
          const after = await fingerprint(t);
          const changed = Object.keys(after).filter((table) => after[table] !== before[table]);
          expect(changed, `${res.status} ${text.slice(0, 300)}`).toEqual([]);
          unchanged = after;
        }
      }),
      { seed: SEED, numRuns: RUNS, endOnFailure: true },
    );
  });
});
