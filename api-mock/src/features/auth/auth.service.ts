import { API_TOKEN_PREFIX } from "@catalogue/core/api";
import { Role } from "@catalogue/core/model";
import type { ChangeNotifications } from "../../db/change-notifications";
import { businessRule, DomainError, unauthorized } from "../../http/domain-error";
import type { ApiTokenSession } from "../api-tokens/api-tokens.service";
import type { UserRecord } from "../profile/user-record";
import type { AuthRepository, LoginUser } from "./auth.repository";
import { SESSION_CACHE_LIMIT, type SessionCache } from "./session-cache";
import { hashSecret, randomSecret, signToken, verifyToken } from "./session-token";

/** How long a login code and a session live, and the key that signs session tokens. */
export interface AuthSettings {
  sessionSecret: string;
  codeLifetimeMs: number;
  sessionLifetimeMs: number;
  now: () => Date;
}

/** Core spec 7: the roles that may use the app; ROOT, SYSTEM and FIREBASE are labels and technical values. */
const APP_ROLES: ReadonlySet<string> = new Set(Role.exclude(["ROOT", "SYSTEM", "FIREBASE"]).options);

/** A new session: the token to hand out and when it ends. */
export interface IssuedSession {
  token: string;
  expiresAt: Date;
  userId: number;
}

/** Core spec 7: a checked session with the user row it belongs to (read once, reused by the request). */
export interface AuthenticatedSession {
  userId: number;
  sessionId: string;
  user: UserRecord;
  /** Set when the request was signed in with a personal API token instead of a session. */
  apiTokenId?: number;
}

/** Checks a personal API token (see ApiTokensService); undefined when it is unknown or revoked. */
export interface ApiTokenAuthenticator {
  authenticate(secret: string): Promise<ApiTokenSession | undefined>;
}

/** Core spec 7 / 8: one-time login codes, sessions, their checks and their end. */
export class AuthService {
  /**
   * Tokens whose signature held, with their session id and its stored hash. Both are pure
   * functions of the token and the signing key, so a remembered answer is the same answer; the HMAC and the
   * SHA-256 were a fifth of an authenticated request's server time in the benchmark (`/products/version`). Only
   * verified tokens are kept (a forged one is checked every time), at most `SESSION_CACHE_LIMIT`, oldest first out.
   */
  private readonly verified = new Map<string, { sessionId: string; idHash: string }>();

  constructor(
    private readonly repository: AuthRepository,
    private readonly settings: AuthSettings,
    private readonly cache: SessionCache,
    /** Tells this and the other processes' session caches of a sign-in, a sign-out or ended sessions. */
    private readonly changes: Pick<ChangeNotifications, "committed">,
    private readonly apiTokens?: ApiTokenAuthenticator,
  ) {}

  /** The identity page's step: a one-time code for a seeded e-mail (464 for an unknown one). */
  async issueCode(email: string): Promise<string> {
    const user = await this.repository.findUserByEmail(email.trim());
    if (!user) throw new DomainError({ kind: "resourceNotFound", message: "No user with this e-mail" });
    await this.repository.deleteExpired(this.settings.now());
    const code = randomSecret();
    const expiresAt = new Date(this.settings.now().getTime() + this.settings.codeLifetimeMs);
    await this.repository.insertCode(hashSecret(code), user.id, expiresAt);
    return code;
  }

  /** Core spec 7 / 8: exchanges a code for a session; refuses disabled accounts and users without app access. */
  async login(code: string, shouldSetCurrency: boolean): Promise<IssuedSession> {
    const now = this.settings.now();
    const userId = await this.repository.consumeCode(hashSecret(code), now);
    const user = userId === undefined ? undefined : await this.repository.findUserById(userId);
    if (!user) throw businessRule("LOGIN_CODE_INVALID", "The login code is unknown, used or expired");
    assertMayLogIn(user);
    await this.repository.recordLogin(user, now, shouldSetCurrency);
    await this.changes.committed({ kind: "user", userId: user.id });
    return this.startSession(user.id);
  }

  /** A session without the identity page, for the developer controls. */
  async sessionFor(email: string): Promise<IssuedSession> {
    const user = await this.repository.findUserByEmail(email.trim());
    if (!user) throw new DomainError({ kind: "resourceNotFound", message: "No user with this e-mail" });
    assertMayLogIn(user);
    return this.startSession(user.id);
  }

  /** Core spec 7: the session a token names, or 401 when it is forged, expired, revoked or its user disabled. */
  async authenticate(token: string): Promise<AuthenticatedSession> {
    if (token.startsWith(API_TOKEN_PREFIX)) return this.authenticateApiToken(token);
    const { sessionId, idHash } = this.verifiedToken(token);
    const user = await this.sessionUser(idHash, this.settings.now());
    if (!user) throw unauthorized("The session has ended");
    if (!user.enabled) throw unauthorized("The account is disabled");
    return { userId: user.id, sessionId, user };
  }

  /**
   * A personal API token acts as its user: the same user row, so exactly the same rights, and refused like a
   * session once it is revoked or its user is disabled.
   */
  private async authenticateApiToken(secret: string): Promise<AuthenticatedSession> {
    const found = await this.apiTokens?.authenticate(secret);
    if (!found) throw unauthorized("The API token is not valid or has been revoked");
    if (!found.user.enabled) throw unauthorized("The account is disabled");
    return {
      userId: found.user.id,
      sessionId: `api-token:${found.tokenId}`,
      user: found.user,
      apiTokenId: found.tokenId,
    };
  }

  /** Core spec 7: the session id a token names and its stored hash; 401 when the signature does not hold. */
  private verifiedToken(token: string): { sessionId: string; idHash: string } {
    const known = this.verified.get(token);
    if (known) return known;
    const sessionId = verifyToken(this.settings.sessionSecret, token);
    if (!sessionId) throw unauthorized("The session token is not valid");
    const checked = { sessionId, idHash: hashSecret(sessionId) };
    if (this.verified.size >= SESSION_CACHE_LIMIT) {
      const oldest = this.verified.keys().next();
      if (!oldest.done) this.verified.delete(oldest.value);
    }
    this.verified.set(token, checked);
    return checked;
  }

  /** Core spec 7: logout ends the session at once. */
  async logout(sessionId: string): Promise<void> {
    const idHash = hashSecret(sessionId);
    await this.repository.revokeSession(idHash, this.settings.now());
    await this.changes.committed({ kind: "session", idHash });
  }

  /** A disabled account loses every session. */
  async endSessionsOf(userId: number): Promise<void> {
    await this.repository.revokeUserSessions(userId, this.settings.now());
    await this.changes.committed({ kind: "user", userId });
  }

  /** The session and its user from the cache; the database only on a miss. */
  private async sessionUser(idHash: string, now: Date): Promise<UserRecord | undefined> {
    const userId = this.cache.session(idHash, now);
    if (userId !== undefined) {
      const user = await this.cache.user(userId, () => this.repository.findUserRecord(userId));
      if (user) return user;
    }
    const found = await this.repository.findSessionUser(idHash, now);
    if (!found) return undefined;
    this.cache.rememberSession(idHash, found.user.id, found.expiresAt, now);
    this.cache.rememberUser(found.user);
    return found.user;
  }

  private async startSession(userId: number): Promise<IssuedSession> {
    const sessionId = randomSecret();
    const expiresAt = new Date(this.settings.now().getTime() + this.settings.sessionLifetimeMs);
    await this.repository.insertSession(hashSecret(sessionId), userId, expiresAt);
    return { token: signToken(this.settings.sessionSecret, sessionId), expiresAt, userId };
  }
}

/** Core spec 8 "Login": a disabled account and a user without app access are refused with their result keys. */
function assertMayLogIn(user: LoginUser): void {
  if (!user.enabled) throw businessRule("USER_ACCOUNT_DISABLED", "The account is disabled");
  if (!APP_ROLES.has(user.role))
    throw businessRule("INVALID_AUTH_LEVEL", "The user has no access to the app");
}
