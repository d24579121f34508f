import { pathTo, REGULAR_ROLES } from "@catalogue/core/access";
import type { UserListItem, UserListQuery, UserPage, UserSortField } from "@catalogue/core/api";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { type CountryLike, useCountryNames } from "../../lib/country-names";
import { Button } from "../../ui/button/button";
import { Select } from "../../ui/select/select";
import { SortHeader } from "../../ui/sort-header/sort-header";
import { Tabs } from "../../ui/tabs/tabs";
import { TextField } from "../../ui/text-field/text-field";
import { formatMoment, roleLabel } from "./user-labels";
import * as styles from "./users.css";
import { STATUS_FILTERS, USERS_PAGE_SIZE, type UsersAddress, type UsersTab } from "./users-query";

/** The table's answer as the view shows it. */
export type UsersTableState = { kind: "loading" } | { kind: "failed" } | { kind: "ready"; page: UserPage };

/** Props of UsersView: the address state, what the server answered, and what the user asks for. */
export type UsersViewProps = {
  address: UsersAddress;
  /** What is typed in the search field (the address gets it once typing pauses). */
  searchText: string;
  onSearchText: (text: string) => void;
  counts: Partial<Record<UsersTab, number>>;
  table: UsersTableState;
  countries: readonly CountryLike[] | undefined;
  onChange: (address: UsersAddress) => void;
  onDownload: () => void;
  downloading: boolean;
};

const TABS: readonly UsersTab[] = ["internal", "external"];

/** Core spec 2.3 (users management): staff and partner tabs, a searchable, filterable, sortable table, CSV. */
export function UsersView(props: UsersViewProps) {
  const { t } = useTranslation();
  const { address, counts, onChange } = props;
  const tabLabel = (tab: UsersTab) =>
    counts[tab] === undefined ? t(`users.tabs.${tab}`) : t(`users.tabs.${tab}Count`, { total: counts[tab] });
  return (
    <div className={styles.page}>
      <div className={styles.titleRow}>
        <h1 className={styles.title}>{t("users.title")}</h1>
        <Button variant="secondary" loading={props.downloading} onClick={props.onDownload}>
          {t("users.downloadCsv")}
        </Button>
      </div>
      <Tabs
        label={t("users.tabsLabel")}
        selectedId={address.tab}
        onChange={(id) =>
          onChange({
            tab: id as UsersTab,
            query: { ...address.query, page: 0, status: undefined, role: undefined },
          })
        }
        items={TABS.map((tab) => ({ id: tab, label: tabLabel(tab), content: <UsersTable {...props} /> }))}
      />
    </div>
  );
}

function UsersTable({ address, searchText, onSearchText, table, countries, onChange }: UsersViewProps) {
  const { tab, query } = address;
  const change = (patch: Partial<UserListQuery>) => onChange({ tab, query: { ...query, page: 0, ...patch } });
  return (
    <div className={styles.page} style={{ padding: 0 }}>
      <UsersFilters
        address={address}
        searchText={searchText}
        onSearchText={onSearchText}
        countries={countries}
        change={change}
      />
      <UsersTableRegion address={address} table={table} countries={countries} change={change} />
      {table.kind === "ready" && (
        <Pager address={address} total={table.page.totalCount} onChange={onChange} />
      )}
    </div>
  );
}

type QueryChange = (patch: Partial<UserListQuery>) => void;

/** The search field and the country, role (staff only) and status filters. */
function UsersFilters({
  address: { tab, query },
  searchText,
  onSearchText,
  countries,
  change,
}: Pick<UsersViewProps, "address" | "searchText" | "onSearchText" | "countries"> & { change: QueryChange }) {
  const { t } = useTranslation();
  const { sorted } = useCountryNames(countries);
  const roles = tab === "internal" ? [...REGULAR_ROLES].reverse() : [];
  return (
    <div className={styles.filters}>
      <TextField
        type="search"
        label={t("users.search")}
        hint={t("users.searchHint")}
        value={searchText}
        // Core's list query takes up to 100 characters; no counter, a search is not a text to write.
        onChange={(text) => onSearchText(text.slice(0, 100))}
      />
      <Select
        label={t("users.filters.country")}
        value={query.countryId === undefined ? "" : String(query.countryId)}
        options={[
          { value: "", label: t("users.filters.all") },
          ...sorted.map((country) => ({ value: String(country.id), label: country.label })),
        ]}
        onChange={(value) => change({ countryId: value === "" ? undefined : Number(value) })}
      />
      {tab === "internal" && (
        <Select
          label={t("users.filters.role")}
          value={query.role ?? ""}
          options={[
            { value: "", label: t("users.filters.all") },
            ...roles.map((role) => ({ value: role, label: roleLabel(t, role) })),
          ]}
          onChange={(value) => change({ role: value === "" ? undefined : (value as UserListQuery["role"]) })}
        />
      )}
      <Select
        label={t("users.filters.status")}
        value={query.status ?? ""}
        options={[
          { value: "", label: t("users.filters.all") },
          ...STATUS_FILTERS[tab].map((status) => ({ value: status, label: t(`users.status.${status}`) })),
        ]}
        onChange={(value) =>
          change({ status: value === "" ? undefined : (value as UserListQuery["status"]) })
        }
      />
    </div>
  );
}

/** The sortable users table in its scrollable region, with its loading, empty and failed states. */
function UsersTableRegion({
  address: { query },
  table,
  countries,
  change,
}: Pick<UsersViewProps, "address" | "table" | "countries"> & { change: QueryChange }) {
  const { t, i18n } = useTranslation();
  const { nameOfId } = useCountryNames(countries);
  const sort = { field: query.sort, direction: query.direction };
  const header = (field: UserSortField) => (
    <SortHeader
      field={field}
      label={t(`users.columns.${field}`)}
      sort={sort}
      onSort={(next) => change({ sort: next.field as UserSortField, direction: next.direction })}
    />
  );
  const message = (text: string) => (
    <tr>
      <td className={styles.cell} colSpan={7}>
        {text}
      </td>
    </tr>
  );
  return (
    <>
      {table.kind === "failed" && <p className={styles.errorText}>{t("users.failed")}</p>}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (axe scrollable-region-focusable). */}
      <section className={styles.tableRegion} aria-label={t("users.tableLabel")} tabIndex={0}>
        <table className={styles.table} aria-busy={table.kind === "loading"} data-hint="users.table">
          <thead>
            <tr>
              {header("NAME")}
              {header("EMAIL")}
              {header("ROLE")}
              {header("COUNTRY")}
              <th scope="col" className={styles.headCell}>
                {t("users.columns.STATUS")}
              </th>
              {header("LAST_LOGIN")}
              {header("CREATED_AT")}
            </tr>
          </thead>
          <tbody>
            {table.kind === "ready" && table.page.content.length === 0 && message(t("users.empty"))}
            {table.kind === "loading" && message(t("users.loading"))}
            {table.kind === "ready" &&
              table.page.content.map((user) => (
                <UserRow
                  key={user.id}
                  user={user}
                  countryName={nameOfId(user.countryId) || (user.country ?? "")}
                  language={i18n.language}
                />
              ))}
          </tbody>
        </table>
      </section>
    </>
  );
}

function UserRow({
  user,
  countryName,
  language,
}: {
  user: UserListItem;
  countryName: string;
  language: string;
}) {
  const { t } = useTranslation();
  const route = user.userType === "EXTERNAL" ? "editScpUser" : "editUser";
  const status = user.scpStatus && user.enabled ? user.scpStatus : user.enabled ? "ENABLED" : "DISABLED";
  return (
    <tr>
      <td className={styles.cell}>
        <Link className={styles.link} to={pathTo(route, { userId: String(user.id) })}>
          {`${user.name} ${user.surname}`.trim() || user.username}
        </Link>
      </td>
      <td className={styles.cell}>{user.email}</td>
      <td className={styles.cell}>{user.admin ? roleLabel(t, "ADMIN") : roleLabel(t, user.role)}</td>
      <td className={styles.cell}>{countryName}</td>
      <td className={styles.cell}>{t(`users.status.${status}`)}</td>
      <td className={styles.cell}>{formatMoment(t, language, user.lastLogin)}</td>
      <td className={styles.cell}>{formatMoment(t, language, user.createdAt)}</td>
    </tr>
  );
}

function Pager({
  address,
  total,
  onChange,
}: {
  address: UsersAddress;
  total: number;
  onChange: (a: UsersAddress) => void;
}) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / USERS_PAGE_SIZE));
  const current = address.query.page;
  const go = (page: number) => onChange({ ...address, query: { ...address.query, page } });
  return (
    <nav className={styles.pager} aria-label={t("users.pager.label")}>
      <span role="status">{t("users.pager.summary", { page: current + 1, pages, total })}</span>
      <span className={styles.pagerButtons}>
        <Button variant="secondary" size="sm" disabled={current === 0} onClick={() => go(current - 1)}>
          {t("users.pager.previous")}
        </Button>
        <Button variant="secondary" size="sm" disabled={current + 1 >= pages} onClick={() => go(current + 1)}>
          {t("users.pager.next")}
        </Button>
      </span>
    </nav>
  );
}
