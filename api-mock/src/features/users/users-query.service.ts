import { isPartner } from "@catalogue/core/access";
import type {
  UserHint,
  UserListItem,
  UserListQuery,
  UserPage,
  UserProfileResponse,
} from "@catalogue/core/api";
import type { RoleAssignment } from "@catalogue/core/model";
import { isAutocompleteTerm } from "@catalogue/core/rules";
import type { Db } from "../../db/database";
import { forbidden, resourceNotFound } from "../../http/domain-error";
import { assertRegularAccess } from "../auth/regular-access";
import { toUserProfile } from "../profile/to-user-profile";
import type { ReferenceDataService } from "../reference-data/reference-data.service";
import { actorFor, scopeOf, visibleTarget } from "./user-access";
import { usersRepository } from "./users.repository";
import type { CsvEntry } from "./users-csv";
import { autocompleteUsers, listUsers, type UserListRow, type UserTab } from "./users-list.repository";

/** How many rows the CSV download reads per query while it streams. */
const CSV_CHUNK = 500;

/** Supplement 7 (Users): the users tables, their CSV rows, one user's details and the share dialogs' lookup. */
export class UsersQueryService {
  constructor(
    private readonly db: Db,
    private readonly referenceData: ReferenceDataService,
  ) {}

  async page(actorId: number, tab: UserTab, query: UserListQuery): Promise<UserPage> {
    const actor = await actorFor(this.db, actorId, "users");
    const rows = await listUsers(this.db, tab, query, scopeOf(actor), {
      offset: query.page * query.size,
      limit: query.size,
    });
    const allCountries = (await this.referenceData.get()).countries.map((country) => country.id);
    return {
      content: rows.map((row) => toListItem(row, allCountries)),
      totalCount: rows[0]?.totalCount ?? 0,
    };
  }

  /**
   * Every row the filters select, chunk by chunk, for the streamed CSV download. Access is checked before this
   * resolves, so a refused caller gets its 403 before any byte of the file is sent.
   */
  async csvEntries(actorId: number, tab: UserTab, query: UserListQuery): Promise<AsyncIterable<CsvEntry>> {
    const actor = await actorFor(this.db, actorId, "users");
    const data = await this.referenceData.get();
    const allCountries = data.countries.map((country) => country.id);
    const countryTitles = new Map(data.countries.map((country) => [country.id, country.title]));
    const db = this.db;
    return (async function* () {
      for (let offset = 0; ; offset += CSV_CHUNK) {
        const rows = await listUsers(db, tab, query, scopeOf(actor), { offset, limit: CSV_CHUNK });
        for (const row of rows) yield { item: toListItem(row, allCountries), row, countryTitles };
        if (rows.length < CSV_CHUNK) return;
      }
    })();
  }

  async details(actorId: number, id: number): Promise<UserProfileResponse> {
    const actor = await actorFor(this.db, actorId, "users");
    const { user } = await visibleTarget(this.db, actor, id);
    const roles = await usersRepository.roles(this.db, id);
    return toUserProfile(user, roles, await this.referenceData.get());
  }

  /**
   * Supplement 7 (share dialogs): staff or accepted partners matching a term of at least 3 trimmed characters
   * (core spec 5); shorter terms answer nothing. Open to staff of every role, as sharing is.
   */
  async autocomplete(actorId: number, partners: boolean, search: string, size: number): Promise<UserHint[]> {
    const caller = await usersRepository.find(this.db, actorId);
    if (!caller) throw resourceNotFound("User");
    assertRegularAccess(caller);
    // Accepted partners receive lists but do not share them: the staff directory stays closed to them.
    if (isPartner(caller)) throw forbidden("Partners do not look users up");
    if (!isAutocompleteTerm(search)) return [];
    return autocompleteUsers(this.db, partners, search.trim(), size, actorId);
  }
}

/** A stored row as the table shows it; a role held in every country is listed once per country. */
function toListItem(row: UserListRow, allCountries: readonly number[]): UserListItem {
  const roles: RoleAssignment[] = row.roles.flatMap((held) =>
    held.countryId === null
      ? allCountries.map((countryId) => ({ role: held.role, countryId }))
      : [{ role: held.role, countryId: held.countryId }],
  );
  return {
    id: Number(row.id),
    username: row.username,
    email: row.email,
    name: row.name,
    surname: row.surname,
    role: row.role,
    roles,
    userType: row.userType === "PARTNER" ? "EXTERNAL" : "INTERNAL",
    countryId: row.countryId,
    country: row.country,
    company: row.company,
    organizationRole: row.organizationRole,
    scpStatus: row.scpStatus,
    enabled: row.enabled,
    admin: row.admin,
    lastLogin: iso(row.lastLoginAt),
    createdAt: iso(row.createdAt) ?? new Date(0).toISOString(),
  };
}

function iso(value: Date | string | null): string | null {
  if (value === null) return null;
  return (value instanceof Date ? value : new Date(value)).toISOString();
}
