import type { Database } from "./db/database";
import type { SeedSettings } from "./db/seed-database";
import { FaultRules } from "./dev/fault-injection";
import { AuthRepository } from "./features/auth/auth.repository";
import { AuthService } from "./features/auth/auth.service";
import { RateLimiter } from "./features/auth/rate-limiter";
import { SessionCache } from "./features/auth/session-cache";
import { AvailabilityAdminService } from "./features/availability/availability-admin.service";
import { NotificationsService } from "./features/notifications/notifications.service";
import { DraftsService } from "./features/product-lists/drafts.service";
import { ListElementsService } from "./features/product-lists/list-elements.service";
import { ListExportsService } from "./features/product-lists/list-exports.service";
import { ListViews } from "./features/product-lists/list-views";
import { ProductListsService } from "./features/product-lists/product-lists.service";
import { SharingService } from "./features/product-lists/sharing.service";
import { DataReportService } from "./features/products/data-report.service";
import { FavoritesService } from "./features/products/favorites.service";
import { ProductCatalogue } from "./features/products/product-catalogue";
import { ProductsService } from "./features/products/products.service";
import { ProfileRepository } from "./features/profile/profile.repository";
import { ProfileService } from "./features/profile/profile.service";
import { ReferenceDataService } from "./features/reference-data/reference-data.service";
import { TableImportsRepository } from "./features/table-imports/table-imports.repository";
import { TableImportsService } from "./features/table-imports/table-imports.service";
import { ScpApprovalService } from "./features/users/scp-approval.service";
import { UsersAdminService } from "./features/users/users-admin.service";
import { UsersQueryService } from "./features/users/users-query.service";
import { RequestHistory } from "./http/request-log";
import { ImportRunner } from "./jobs/imports/import-runner";
import { NightlyScheduler } from "./jobs/nightly-scheduler";
import { type Mailer, OutboxMailer } from "./mail/outbox-mailer";
import { SmtpMailer } from "./mail/smtp-mailer";

/** Issue 5: the settings the services need, read from the environment by config.ts (or set by tests). */
export interface ServiceSettings {
  sessionSecret: string;
  /** Origins besides our own that may write with a cookie session (e.g. the Vite dev server). */
  allowedOrigins: string[];
  devControls: boolean;
  seed: SeedSettings;
  /** Development only: check every response against its contract schema and log a mismatch loudly. */
  checkResponses: boolean;
  /** Issue 8 item 5: the folder import files are dropped into (IMPORT_DIR; default ./.data/imports). */
  importDir?: string;
  /** Issue 7.4: send mail through this SMTP server (nodemailer URL); unset keeps mail in the outbox. */
  smtpUrl?: string;
}

/** Everything the database-backed API is built from, created once per process (or per test file). */
export interface AppServices {
  database: Database;
  settings: ServiceSettings;
  auth: AuthService;
  /**
   * Issue 6 item 9: sessions and user rows in memory. Whoever changes a user row or ends sessions outside
   * ProfileRepository / AuthService (admin user routes, imports) must call `sessionCache.invalidateUser(id)`.
   */
  sessionCache: SessionCache;
  loginLimiter: RateLimiter;
  referenceData: ReferenceDataService;
  profileRepository: ProfileRepository;
  profile: ProfileService;
  requestHistory: RequestHistory;
  faults: FaultRules;
  mailer: Mailer;
  /** Issue 6: the in-memory search index and card cache, and the catalogue calls on them. */
  catalogue: ProductCatalogue;
  favorites: FavoritesService;
  products: ProductsService;
  dataReports: DataReportService;
  /** Core spec 4.5: the inbox; features that notify call `notify` inside their own transaction. */
  notifications: NotificationsService;
  /** Issue 8 item 4: the highest role's availability indicator management. */
  availabilityAdmin: AvailabilityAdminService;
  /** Issue 8 item 5: table imports, the runner that executes them and the nightly scheduler. */
  tableImportsRepository: TableImportsRepository;
  importRunner: ImportRunner;
  tableImports: TableImportsService;
  nightlyImports: NightlyScheduler;
  /** Issue 8: the users tables and details (Key users and admins). */
  usersQuery: UsersQueryService;
  /** Issue 8: account and role administration; `onUserChanged` is the hook for user caches. */
  usersAdmin: UsersAdminService;
  /** Issue 8: partner approval and the countries open to partners. */
  scpApproval: ScpApprovalService;
  /** Issue 7: personal lists and their elements. */
  productLists: ProductListsService;
  listElements: ListElementsService;
  listExports: ListExportsService;
  /** Issue 7 items 5 and 6: country and private sharing. */
  sharing: SharingService;
  /** Issue 7 item 7: share drafts. */
  drafts: DraftsService;
  /** Issue 7.4: the mailer for a write: SMTP when `smtpUrl` is set, else the outbox inside the transaction. */
  mailerFor: (tx: Database["db"]) => Mailer;
  now: () => Date;
}

/** Issue 5 item 5: a login code lives 2 minutes, a session 12 hours; 10 login attempts a minute per client. */
export const CODE_LIFETIME_MS = 2 * 60_000;
export const SESSION_LIFETIME_MS = 12 * 60 * 60_000;
export const LOGIN_ATTEMPTS_PER_MINUTE = 10;
/** Issue 8 item 5: where import files are read from unless IMPORT_DIR says otherwise. */
export const DEFAULT_IMPORT_DIR = "./.data/imports";

/** Wires repositories and services onto one open database. */
export function buildServices(
  database: Database,
  settings: ServiceSettings,
  now: () => Date = () => new Date(),
): AppServices {
  const sessionCache = new SessionCache();
  const auth = new AuthService(
    new AuthRepository(database.db),
    {
      sessionSecret: settings.sessionSecret,
      codeLifetimeMs: CODE_LIFETIME_MS,
      sessionLifetimeMs: SESSION_LIFETIME_MS,
      now,
    },
    sessionCache,
  );
  const referenceData = new ReferenceDataService(database.db);
  const profileRepository = new ProfileRepository(database.db, sessionCache);
  const catalogue = new ProductCatalogue(database.db);
  const favorites = new FavoritesService(database.db);
  const importDir = settings.importDir ?? DEFAULT_IMPORT_DIR;
  const tableImportsRepository = new TableImportsRepository(database.db);
  const importRunner = new ImportRunner(database.db, tableImportsRepository, catalogue, importDir, now);
  // A products import may remove favourite products: the cached favourite sets are read again.
  importRunner.onApplied(() => favorites.invalidate());
  const notifications = new NotificationsService(database.db, now);
  const usersAdmin = new UsersAdminService(database.db, referenceData, notifications, now);
  // Sessions and user rows are served from memory: an admin's change to a user must reach them at once.
  usersAdmin.onUserChanged((userId) => sessionCache.invalidateUser(userId));
  const products = new ProductsService(database.db, catalogue, profileRepository, referenceData, favorites);
  const listViews = new ListViews(database.db, products, catalogue, referenceData);
  const productLists = new ProductListsService(database.db, products, referenceData, listViews, now);
  const smtp = settings.smtpUrl ? new SmtpMailer(settings.smtpUrl) : undefined;
  const mailerFor = (tx: Database["db"]): Mailer => smtp ?? new OutboxMailer(tx);
  return {
    database,
    referenceData,
    profileRepository,
    profile: new ProfileService(database.db, profileRepository, referenceData, now),
    settings,
    auth,
    sessionCache,
    loginLimiter: new RateLimiter(LOGIN_ATTEMPTS_PER_MINUTE, 60_000, () => now().getTime()),
    requestHistory: new RequestHistory(),
    faults: new FaultRules(),
    mailer: new OutboxMailer(database.db),
    catalogue,
    favorites,
    products,
    dataReports: new DataReportService(database.db, catalogue),
    availabilityAdmin: new AvailabilityAdminService(database.db, catalogue, profileRepository, referenceData),
    tableImportsRepository,
    importRunner,
    tableImports: new TableImportsService(
      tableImportsRepository,
      importRunner,
      profileRepository,
      importDir,
      now,
    ),
    nightlyImports: new NightlyScheduler(tableImportsRepository, importRunner, now),
    notifications,
    usersQuery: new UsersQueryService(database.db, referenceData),
    usersAdmin,
    scpApproval: new ScpApprovalService(database.db, referenceData, usersAdmin),
    productLists,
    listElements: new ListElementsService(
      database.db,
      productLists,
      catalogue,
      referenceData,
      now,
      database.writes,
    ),
    listExports: new ListExportsService(database.db, productLists, profileRepository, mailerFor, now),
    mailerFor,
    sharing: new SharingService(database.db, productLists, referenceData, notifications, mailerFor, now),
    drafts: new DraftsService(
      database.db,
      productLists,
      profileRepository,
      referenceData,
      notifications,
      mailerFor,
      now,
    ),
    now,
  };
}
