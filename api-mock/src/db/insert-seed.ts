import { randomInt } from "node:crypto";
import { sql } from "drizzle-orm";
import type { SeedData, UserRow } from "../seed/seed-types";
import { copyRows } from "./copy-rows";
import type { Db } from "./database";
import { batchesOf, largeTableRows } from "./large-table-rows";
import {
  appInfo,
  companies,
  countries,
  currencies,
  filterTrees,
  languages,
  organizationRoles,
  subregions,
  userRoles,
  users,
} from "./schema/index";

/** Users per INSERT (they need their generated ids back): under PostgreSQL's parameter limit. */
const CHUNK = 500;

/**
 * Architecture 3 (seed/): writes the generator's rows into an empty database, in one transaction; `then` writes
 * more rows that need these (the demo lists) in the same transaction. `copyLarge` writes the large tables
 * (`largeTableRows`); by default from `seed`, the seed worker sends them ready to copy instead (seed-in-worker.ts).
 */
export async function insertSeed(
  db: Db,
  seed: SeedData,
  demoEmails: ReadonlySet<string>,
  then?: (tx: Db) => Promise<void>,
  copyLarge: (tx: Db) => Promise<void> = (tx) => copyLargeTables(tx, seed),
): Promise<void> {
  await db.transaction(async (tx) => {
    // The generated rows are consistent by construction, so the per-row foreign-key triggers
    // (two lookups for each of 650,000 country rows at 50,000 products) are skipped for this transaction only.
    // Only a superuser may (always so in PGlite); on a PostgreSQL server without it the checks simply run.
    await tx.execute(
      sql`SELECT set_config('session_replication_role', 'replica', true) WHERE (SELECT rolsuper FROM pg_roles WHERE rolname = current_user)`,
    );
    await tx.insert(languages).values(seed.languages);
    await tx.insert(subregions).values(seed.subregions);
    await tx.insert(currencies).values(seed.currencies);
    await tx.insert(countries).values(seed.countries);
    await tx.insert(organizationRoles).values(seed.organizationRoles);
    if (seed.companies.length > 0) await tx.insert(companies).values(seed.companies);
    await tx.insert(appInfo).values({ id: 1, ...seed.appInfo });
    await tx.insert(filterTrees).values([
      { name: "deviceGroups", tree: seed.deviceGroupTree },
      { name: "productClusters", tree: seed.productClusterTree },
    ]);
    // Emptied in this transaction (they are empty: a database that is not fails at the rows above, and all is
    // rolled back), so that with PGlite's `wal_level=minimal` (pglite-client.ts) their COPY skips the WAL.
    await tx.execute(
      sql`TRUNCATE products, product_countries, product_relations, product_images, product_links CASCADE`,
    );
    // The large tables go in by COPY on PGlite, as literal multi-row INSERTs on PostgreSQL (copy-rows.ts).
    await copyLarge(tx);
    for (let start = 0; start < seed.users.length; start += CHUNK) {
      const chunk = seed.users.slice(start, start + CHUNK);
      const inserted = await tx
        .insert(users)
        .values(chunk.map((user) => userValues(user, demoEmails.has(user.email))))
        .returning({ id: users.id, email: users.email });
      const idByEmail = new Map(inserted.map((row) => [row.email, row.id]));
      const roles = chunk.flatMap((user) =>
        user.roles.map((role) => ({ userId: idByEmail.get(user.email) ?? 0, ...role })),
      );
      if (roles.length > 0) await tx.insert(userRoles).values(roles);
    }
    await then?.(tx);
  });
}

/** User ids are random, never counters, so that one user's id says nothing about another's. */
export function randomUserId(): number {
  return randomInt(1, 2 ** 48 - 1);
}

/** The seed's sequential user id is replaced by a random one. */
function userValues(user: UserRow, demo: boolean): typeof users.$inferInsert {
  const { id: _seedId, roles: _roles, ...profile } = user;
  return { ...profile, id: randomUserId(), demo };
}

/** Copies the large tables of `seed` (copy-rows.ts). */
async function copyLargeTables(tx: Db, seed: SeedData): Promise<void> {
  for (const { table, rows } of largeTableRows(batchesOf(seed)))
    await copyRows(tx, table, rows, { freeze: true });
}
