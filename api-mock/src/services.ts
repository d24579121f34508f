import { refreshersFor } from "./change-refreshers";
import type { Mode, OidcSettings } from "./config";
import { ChangeNotifications } from "./db/change-notifications";
import type { Database } from "./db/database";
import type { SeedSettings } from "./db/seed-database";
import { FaultRules } from "./dev/fault-injection";
import { defaultExportPoolSize, ExportPool, type ExportPoolSize } from "./exports/export-pool";
import { ExportWorker } from "./exports/render-in-worker";
import { ApiTokensRepository } from "./features/api-tokens/api-tokens.repository";
import { ApiTokensService } from "./features/api-tokens/api-tokens.service";
import { AuthRepository } from "./features/auth/auth.repository";
import { AuthService } from "./features/auth/auth.service";
import { OidcSignIn } from "./features/auth/oidc-sign-in";
import { RateLimiter } from "./features/auth/rate-limiter";
import { SessionCache } from "./features/auth/session-cache";
import { AvailabilityAdminService } from "./features/availability/availability-admin.service";
import { NotificationsService } from "./features/notifications/notifications.service";
import { OfflineSyncService } from "./features/offline-sync/offline-sync.service";
import { DraftsService } from "./features/product-lists/drafts.service";
import { ListElementsService } from "./features/product-lists/list-elements.service";
import { ListExportsService } from "./features/product-lists/list-exports.service";
import { ListHealthService } from "./features/product-lists/list-health.service";
import { ListRepriceService } from "./features/product-lists/list-reprice.service";
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
import { type ImportHooks, ImportRunner } from "./jobs/imports/import-runner";
import { NightlyScheduler, type NightlyTime } from "./jobs/nightly-scheduler";
import { type Mailer, OutboxMailer } from "./mail/outbox-mailer";
import { SmtpMailer } from "./mail/smtp-mailer";

/** Worker threads start with their first export, so an idle pool costs nothing. */
const exportPoolOf = ({ workers, queueLimit }: ExportPoolSize): ExportPool =>
  new ExportPool(
    Array.from({ length: workers }, () => new ExportWorker()),
    queueLimit,
  );

/** The settings the services need, read from the environment by config.ts (or set by tests). */
export interface ServiceSettings {
  sessionSecret: string;
  /** Origins besides our own that may write with a cookie session (e.g. the Vite dev server). */
  allowedOrigins: string[];
  /** Demo: the identity page and the developer controls; production: sign-in through `oidc`. */
  mode: Mode;
  /** Demo mode on an address others can reach: health says so and every page shows a banner. */
  publicDemo?: boolean;
  /** The origin people reach the app at; absolute links start with it (never with the request's Host). */
  publicUrl: string;
  /** The OpenID Connect provider of production mode. */
  oidc?: OidcSettings;
  seed: SeedSettings;
  /** Development only: check every response against its contract schema and log a mismatch loudly. */
  checkResponses: boolean;
  /** The folder import files are dropped into (IMPORT_DIR; default ./.data/imports). */
  importDir?: string;
  /** Send mail through this SMTP server (nodemailer URL); unset keeps mail in the outbox. */
  smtpUrl?: string;
  /** When the nightly import runs each day, UTC (NIGHTLY_IMPORT_TIME; default 02:00). */
  nightlyImportTime?: NightlyTime;
  /** Export renderers and their queue (EXPORT_WORKERS, EXPORT_QUEUE_LIMIT); default: one per core but one. */
  exportPool?: ExportPoolSize;
  /** How many proxies in front append to X-Forwarded-For (TRUST_PROXY); 0 ignores forwarding headers. */
  trustedProxies?: number;
  /** The largest request body read (JSON, forms); 1 MiB unless MAX_BODY_BYTES says otherwise. */
  maxBodyBytes?: number;
  /** The largest table import upload, streamed to disk; 20 MiB unless MAX_UPLOAD_BYTES says otherwise. */
  maxUploadBytes?: number;
  /** Tests only: hold an import run at a given step (see ImportHooks). */
  importHooks?: ImportHooks;
}

/** Everything the database-backed API is built from, created once per process (or per test file). */
export interface AppServices {
  database: Database;
  settings: ServiceSettings;
  /**
   * What a write changed, for the in-memory copies of this process and (on PostgreSQL) of the others on the
   * same database; `start()` listens for the others' changes.
   */
  changes: ChangeNotifications;
  auth: AuthService;
  /** Personal API tokens (scripts and the admin CLI sign in with them). */
  apiTokens: ApiTokensService;
  /**
   * Sessions and user rows in memory. Whoever changes a user row or ends sessions outside
   * ProfileRepository / AuthService / UsersAdminService says so through `changes` (a `user` change).
   */
  sessionCache: SessionCache;
  loginLimiter: RateLimiter;
  /** Production sign-in; absent in demo mode and when no provider is configured. */
  oidcSignIn: OidcSignIn | undefined;
  referenceData: ReferenceDataService;
  profileRepository: ProfileRepository;
  profile: ProfileService;
  requestHistory: RequestHistory;
  faults: FaultRules;
  mailer: Mailer;
  /** The in-memory search index and card cache, and the catalogue calls on them. */
  catalogue: ProductCatalogue;
  favorites: FavoritesService;
  products: ProductsService;
  dataReports: DataReportService;
  /** Core spec 4.5: the inbox; features that notify call `notify` inside their own transaction. */
  notifications: NotificationsService;
  /** The highest role's availability indicator management. */
  availabilityAdmin: AvailabilityAdminService;
  /** Table imports, the runner that executes them and the nightly scheduler. */
  tableImportsRepository: TableImportsRepository;
  importRunner: ImportRunner;
  tableImports: TableImportsService;
  nightlyImports: NightlyScheduler;
  /** The users tables and details (Key users and admins). */
  usersQuery: UsersQueryService;
  /** Account and role administration; `onUserChanged` is the hook for user caches. */
  usersAdmin: UsersAdminService;
  /** Partner approval and the countries open to partners. */
  scpApproval: ScpApprovalService;
  /** Personal lists and their elements. */
  productLists: ProductListsService;
  /** A list copied into another country the user holds. */
  listReprice: ListRepriceService;
  listHealth: ListHealthService;
  listElements: ListElementsService;
  /** The list edits made offline, merged and written in one go. */
  offlineSync: OfflineSyncService;
  listExports: ListExportsService;
  /** Country and private sharing. */
  sharing: SharingService;
  /** Share drafts. */
  drafts: DraftsService;
  /** The mailer for a write: SMTP when `smtpUrl` is set, else the outbox inside the transaction. */
  mailerFor: (tx: Database["db"]) => Mailer;
  now: () => Date;
}

/** A login code lives 2 minutes, a session 12 hours; 10 login attempts a minute per client. */
export const CODE_LIFETIME_MS = 2 * 60_000;
export const SESSION_LIFETIME_MS = 12 * 60 * 60_000;
export const LOGIN_ATTEMPTS_PER_MINUTE = 10;
/** Where import files are read from unless IMPORT_DIR says otherwise. */
export const DEFAULT_IMPORT_DIR = "./.data/imports";

/** Sign-in and the user's own data: sessions, tokens, profile and reference data. */
function identityServices(
  database: Database,
  settings: ServiceSettings,
  now: () => Date,
  changes: ChangeNotifications,
) {
  const sessionCache = new SessionCache();
  const apiTokens = new ApiTokensService(new ApiTokensRepository(database.db), now);
  const auth = new AuthService(
    new AuthRepository(database.db),
    {
      sessionSecret: settings.sessionSecret,
      codeLifetimeMs: CODE_LIFETIME_MS,
      sessionLifetimeMs: SESSION_LIFETIME_MS,
      now,
    },
    sessionCache,
    changes,
    apiTokens,
  );
  const referenceData = new ReferenceDataService(database.db);
  const profileRepository = new ProfileRepository(database.db, sessionCache, changes);
  return {
    sessionCache,
    apiTokens,
    auth,
    referenceData,
    profileRepository,
    profile: new ProfileService(database.db, profileRepository, referenceData, now),
    loginLimiter: new RateLimiter(LOGIN_ATTEMPTS_PER_MINUTE, 60_000, () => now().getTime()),
    oidcSignIn:
      settings.mode === "production" && settings.oidc
        ? new OidcSignIn(settings.oidc, settings.publicUrl)
        : undefined,
  };
}

type IdentityServices = ReturnType<typeof identityServices>;

/** Table imports, their runner and the nightly scheduler over the catalogue. */
function importServices(
  database: Database,
  settings: ServiceSettings,
  now: () => Date,
  { changes, profileRepository }: Pick<AppServices, "changes" | "profileRepository">,
) {
  const importDir = settings.importDir ?? DEFAULT_IMPORT_DIR;
  const tableImportsRepository = new TableImportsRepository(database.db);
  const importRunner = new ImportRunner(
    database.db,
    tableImportsRepository,
    changes,
    importDir,
    now,
    settings.importHooks,
  );
  return {
    tableImportsRepository,
    importRunner,
    tableImports: new TableImportsService(
      tableImportsRepository,
      importRunner,
      profileRepository,
      importDir,
      now,
      settings.maxUploadBytes,
      settings.nightlyImportTime,
    ),
    nightlyImports: new NightlyScheduler(
      tableImportsRepository,
      importRunner,
      now,
      settings.nightlyImportTime,
    ),
  };
}

/** Account administration: the users tables, role changes and partner approval. */
function userAdminServices(
  database: Database,
  now: () => Date,
  { referenceData }: IdentityServices,
  notifications: NotificationsService,
  changes: ChangeNotifications,
) {
  const usersAdmin = new UsersAdminService(database.db, referenceData, notifications, now, changes);
  return {
    usersAdmin,
    usersQuery: new UsersQueryService(database.db, referenceData),
    scpApproval: new ScpApprovalService(database.db, referenceData, usersAdmin, changes),
  };
}

/** Product lists, their elements, exports, sharing and drafts. */
function listServices(
  database: Database,
  settings: ServiceSettings,
  now: () => Date,
  { profileRepository, referenceData }: IdentityServices,
  { catalogue, products, notifications }: Pick<AppServices, "catalogue" | "products" | "notifications">,
) {
  const listViews = new ListViews(database.db, products, catalogue, referenceData);
  const productLists = new ProductListsService(database.db, products, referenceData, listViews, now);
  const smtp = settings.smtpUrl ? new SmtpMailer(settings.smtpUrl) : undefined;
  const mailerFor = (tx: Database["db"]): Mailer => smtp ?? new OutboxMailer(tx);
  const db = database.db;
  const listElements = new ListElementsService(
    db,
    productLists,
    catalogue,
    referenceData,
    now,
    database.writes,
  );
  return {
    productLists,
    mailerFor,
    listReprice: new ListRepriceService(db, productLists, catalogue, profileRepository, referenceData, now),
    listHealth: new ListHealthService(db, productLists, catalogue, referenceData, now),
    listElements,
    offlineSync: new OfflineSyncService(db, listElements.writer, now),
    listExports: new ListExportsService(
      db,
      productLists,
      profileRepository,
      mailerFor,
      now,
      settings.publicUrl,
      exportPoolOf(settings.exportPool ?? defaultExportPoolSize()),
      listElements,
    ),
    sharing: new SharingService(
      db,
      productLists,
      profileRepository,
      referenceData,
      notifications,
      mailerFor,
      now,
    ),
    drafts: new DraftsService(
      db,
      productLists,
      profileRepository,
      referenceData,
      notifications,
      mailerFor,
      now,
    ),
  };
}

/** Wires repositories and services onto one open database. */
export function buildServices(
  database: Database,
  settings: ServiceSettings,
  now: () => Date = () => new Date(),
): AppServices {
  const changes = new ChangeNotifications(database);
  const identity = identityServices(database, settings, now, changes);
  const { profileRepository, referenceData } = identity;
  const catalogue = new ProductCatalogue(database.db);
  const favorites = new FavoritesService(database.db, changes);
  const imports = importServices(database, settings, now, { changes, profileRepository });
  const notifications = new NotificationsService(database.db, now);
  const users = userAdminServices(database, now, identity, notifications, changes);
  const products = new ProductsService(database.db, catalogue, profileRepository, referenceData, favorites);
  const services: AppServices = {
    database,
    settings,
    changes,
    now,
    ...identity,
    ...imports,
    ...users,
    ...listServices(database, settings, now, identity, { catalogue, products, notifications }),
    requestHistory: new RequestHistory(),
    faults: new FaultRules(),
    mailer: new OutboxMailer(database.db),
    catalogue,
    favorites,
    products,
    notifications,
    dataReports: new DataReportService(database.db, catalogue),
    availabilityAdmin: new AvailabilityAdminService(
      database.db,
      catalogue,
      profileRepository,
      referenceData,
      changes,
    ),
  };
  changes.refreshWith(refreshersFor(services));
  return services;
}
