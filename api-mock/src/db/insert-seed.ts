import { randomInt } from "node:crypto";
import type { SeedData, UserRow } from "../seed/seed-types";
import type { Db } from "./database";
import {
  appInfo,
  companies,
  countries,
  currencies,
  DEFAULT_COUNTRY_ID,
  filterTrees,
  languages,
  organizationRoles,
  productCountries,
  productImages,
  productLinks,
  productRelations,
  products,
  subregions,
  userRoles,
  users,
} from "./schema/index";

/** Rows per INSERT: large enough to be fast, small enough to stay under PostgreSQL's parameter limit. */
const CHUNK = 500;

async function insertChunked<Row>(rows: Row[], insert: (chunk: Row[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < rows.length; start += CHUNK) await insert(rows.slice(start, start + CHUNK));
}

/** Architecture 3 (seed/): writes the generator's rows into an empty database, in one transaction. */
export async function insertSeed(db: Db, seed: SeedData, demoEmails: ReadonlySet<string>): Promise<void> {
  await db.transaction(async (tx) => {
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
    await insertChunked(seed.products, (chunk) => tx.insert(products).values(chunk));
    const children = productChildren(seed);
    await insertChunked(children.relations, (chunk) => tx.insert(productRelations).values(chunk));
    await insertChunked(children.images, (chunk) => tx.insert(productImages).values(chunk));
    await insertChunked(children.links, (chunk) => tx.insert(productLinks).values(chunk));
    await insertChunked(
      seed.productCountries.map((row) => ({ ...row, countryId: row.countryId ?? DEFAULT_COUNTRY_ID })),
      (chunk) => tx.insert(productCountries).values(chunk),
    );
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
  });
}

/** Issue 5 item 9: user ids are random, never counters, so that one user's id says nothing about another's. */
export function randomUserId(): number {
  return randomInt(1, 2 ** 48 - 1);
}

/** The seed's sequential user id is replaced by a random one. */
function userValues(user: UserRow, demo: boolean): typeof users.$inferInsert {
  const { id: _seedId, roles: _roles, ...profile } = user;
  return { ...profile, id: randomUserId(), demo };
}

function productChildren(seed: SeedData) {
  const relations = seed.products.flatMap((product) => [
    ...product.variantProductIds.map((id, position) => relation(product.id, "VARIANT", id, position)),
    ...product.alternativeProductIds.map((id, position) => relation(product.id, "ALTERNATIVE", id, position)),
    ...product.relatedProductIds.map((id, position) => relation(product.id, "RELATED", id, position)),
  ]);
  const images = seed.products.flatMap((product) =>
    product.images.map((image, position) => ({ productId: product.id, position, ...image })),
  );
  const links = seed.products.flatMap((product) =>
    [
      ...product.linkGroups.flatMap((group) =>
        group.links.map((link) => ({ groupType: group.type, ...link })),
      ),
      ...product.videos.map((video) => ({ groupType: "VIDEO", ...video })),
    ].map((link, position) => ({ productId: product.id, position, ...link })),
  );
  return { relations, images, links };
}

function relation(productId: number, kind: string, relatedProductId: number, position: number) {
  return { productId, kind, relatedProductId, position };
}
