import { ADMITTED_SCP_STATUS, ROLE_RANK } from "@catalogue/core/access";
import type { UserListQuery } from "@catalogue/core/api";
import { type SQL, sql } from "drizzle-orm";
import { type Db, queryRows } from "../../db/database";
import type { userRoles, users } from "../../db/schema/index";

/** Supplement 7: the internals tab (staff) or the externals tab (sales channel partners). */
export type UserTab = "internals" | "externals";

/**
 * One row of the users tables as stored, with its roles (a null country = every country). The columns keep the
 * types the schema gives them, core's enums included; the dates may come back as text from the raw query.
 */
export interface UserListRow
  extends Pick<
    typeof users.$inferSelect,
    | "id"
    | "username"
    | "email"
    | "name"
    | "surname"
    | "role"
    | "userType"
    | "countryId"
    | "organizationRole"
    | "scpStatus"
    | "enabled"
    | "admin"
  > {
  country: string | null;
  company: string | null;
  lastLoginAt: Date | string | null;
  createdAt: Date | string;
  roles: Pick<typeof userRoles.$inferSelect, "role" | "countryId">[];
  totalCount: number;
}

/**
 * Core's role order (ROLE_RANK, highest first) as SQL: a role's place in it; a role outside it has none and sorts
 * last either way.
 */
const ROLE_PLACE = sql`array_position(ARRAY[${sql.join(
  ROLE_RANK.map((role) => sql`${role}`),
  sql`, `,
)}]::text[], u.role)`;

/** Ordering keys by sort field; the id last, so that pages never overlap or skip a row. */
const ORDER: Record<UserListQuery["sort"], SQL> = {
  NAME: sql`lower(u.surname), lower(u.name)`,
  EMAIL: sql`lower(u.email)`,
  ROLE: ROLE_PLACE,
  COUNTRY: sql`lower(c.name)`,
  LAST_LOGIN: sql`u.last_login_at`,
  CREATED_AT: sql`u.created_at`,
};

/** A role of the user reaches one of `countryIds` (a role without a country reaches all), or it is their country. */
function reachesAny(countryIds: readonly number[]): SQL {
  const list = sql.join(
    countryIds.map((id) => sql`${id}`),
    sql`, `,
  );
  return sql`(u.country_id IN (${list}) OR EXISTS (SELECT 1 FROM user_roles r WHERE r.user_id = u.id AND (r.country_id IS NULL OR r.country_id IN (${list}))))`;
}

/** Escapes LIKE wildcards so a search for "50%" finds the text "50%". */
function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

function whereOf(
  tab: UserTab,
  query: Omit<UserListQuery, "page" | "size">,
  scope: readonly number[] | null,
): SQL {
  const parts: SQL[] = [tab === "externals" ? sql`u.user_type = 'PARTNER'` : sql`u.user_type <> 'PARTNER'`];
  if (query.search) {
    const pattern = likePattern(query.search);
    parts.push(
      sql`(u.name ILIKE ${pattern} OR u.surname ILIKE ${pattern} OR (u.name || ' ' || u.surname) ILIKE ${pattern} OR u.email ILIKE ${pattern} OR u.username ILIKE ${pattern})`,
    );
  }
  if (query.countryId !== undefined) parts.push(reachesAny([query.countryId]));
  if (query.role !== undefined) parts.push(sql`u.role = ${query.role}`);
  if (query.status === "ENABLED") parts.push(sql`u.enabled`);
  else if (query.status === "DISABLED") parts.push(sql`NOT u.enabled`);
  else if (query.status !== undefined) parts.push(sql`u.scp_status = ${query.status}`);
  if (scope !== null) parts.push(scope.length === 0 ? sql`false` : reachesAny(scope));
  return sql.join(parts, sql` AND `);
}

/**
 * Supplement 7 (`GET /users/internals|externals`): one page of a users table, filtered, searched and sorted in
 * SQL. `scope` limits a Key user to users reaching their countries (null: every user).
 */
export async function listUsers(
  db: Db,
  tab: UserTab,
  query: Omit<UserListQuery, "page" | "size">,
  scope: readonly number[] | null,
  window: { offset: number; limit: number },
): Promise<UserListRow[]> {
  const direction = query.direction === "desc" ? sql`DESC NULLS LAST` : sql`ASC NULLS LAST`;
  return queryRows<UserListRow>(
    db,
    sql`SELECT u.id::float8 AS "id", u.username, u.email, u.name, u.surname, u.role, u.user_type AS "userType",
      u.country_id AS "countryId", c.name AS "country", co.name AS "company",
      u.organization_role AS "organizationRole", u.scp_status AS "scpStatus", u.enabled, u.admin,
      u.last_login_at AS "lastLoginAt", u.created_at AS "createdAt",
      COALESCE((SELECT json_agg(json_build_object('role', r.role, 'countryId', r.country_id) ORDER BY r.country_id)
        FROM user_roles r WHERE r.user_id = u.id), '[]'::json) AS "roles",
      (count(*) OVER ())::int AS "totalCount"
    FROM users u
    LEFT JOIN countries c ON c.id = u.country_id
    LEFT JOIN companies co ON co.id = u.company_id
    WHERE ${whereOf(tab, query, scope)}
    ORDER BY ${ORDER[query.sort]} ${direction}, u.id ${direction}
    LIMIT ${window.limit} OFFSET ${window.offset}`,
  );
}

/** Supplement 7 (autocomplete): enabled users matching the search by name or e-mail, partners or staff. */
export async function autocompleteUsers(
  db: Db,
  partners: boolean,
  search: string,
  limit: number,
  excludeId: number,
): Promise<{ id: number; name: string; surname: string; email: string }[]> {
  const pattern = likePattern(search);
  const kind = partners
    ? sql`u.user_type = 'PARTNER' AND u.scp_status = ${ADMITTED_SCP_STATUS}`
    : sql`u.user_type <> 'PARTNER'`;
  return queryRows(
    db,
    sql`SELECT u.id::float8 AS "id", u.name, u.surname, u.email FROM users u
    WHERE ${kind} AND u.enabled AND u.id <> ${excludeId}
      AND (u.name ILIKE ${pattern} OR u.surname ILIKE ${pattern} OR (u.name || ' ' || u.surname) ILIKE ${pattern} OR u.email ILIKE ${pattern})
    ORDER BY lower(u.surname), lower(u.name), u.id LIMIT ${limit}`,
  );
}
