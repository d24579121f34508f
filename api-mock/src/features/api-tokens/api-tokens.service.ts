import { API_TOKEN_PREFIX, type ApiToken, type CreatedApiToken } from "@catalogue/core/api";
import { resourceNotFound } from "../../http/domain-error";
import { hashSecret, randomSecret } from "../auth/session-token";
import type { UserRecord } from "../profile/user-record";
import type { ApiTokensRepository, StoredApiToken } from "./api-tokens.repository";

/**
 * How stale a token's "last used" may get before a request writes it again: a script calling many times a second
 * writes once a minute, and the list still says when the token was last at work.
 */
export const LAST_USE_RESOLUTION_MS = 60_000;

/** A request signed in with a personal API token: which token, and its user's row. */
export interface ApiTokenSession {
  tokenId: number;
  user: UserRecord;
}

/**
 * Personal API tokens: a random 32-byte secret with a recognisable prefix, kept only as its SHA-256. A token acts
 * as its user (the same row, so exactly the same rights); revoking it stops it on the next request.
 */
export class ApiTokensService {
  constructor(
    private readonly repository: ApiTokensRepository,
    private readonly now: () => Date,
  ) {}

  /** Creates a token; the answer is the only place its secret ever appears. */
  async create(userId: number, name: string): Promise<CreatedApiToken> {
    const secret = `${API_TOKEN_PREFIX}${randomSecret(32)}`;
    const stored = await this.repository.insert(userId, name, hashSecret(secret), this.now());
    return { token: toApiToken(stored, undefined), secret };
  }

  /** The user's live tokens; `currentTokenId` marks the one this request came with. */
  async list(userId: number, currentTokenId: number | undefined): Promise<ApiToken[]> {
    return (await this.repository.list(userId)).map((token) => toApiToken(token, currentTokenId));
  }

  /** Revokes one of the user's tokens (464 when it is not theirs, unknown or already revoked). */
  async revoke(userId: number, id: number): Promise<void> {
    if (!(await this.repository.revoke(userId, id, this.now()))) throw resourceNotFound("API token");
  }

  /** The token's session, recording its use; undefined for an unknown or revoked token. */
  async authenticate(secret: string): Promise<ApiTokenSession | undefined> {
    const found = await this.repository.findLive(hashSecret(secret));
    if (!found) return undefined;
    const now = this.now();
    if (!found.lastUsedAt || now.getTime() - found.lastUsedAt.getTime() >= LAST_USE_RESOLUTION_MS) {
      await this.repository.recordUse(found.id, now);
    }
    return { tokenId: found.id, user: found.user };
  }
}

function toApiToken(token: StoredApiToken, currentTokenId: number | undefined): ApiToken {
  return {
    id: token.id,
    name: token.name,
    createdAt: token.createdAt.toISOString(),
    lastUsedAt: token.lastUsedAt?.toISOString() ?? null,
    current: token.id === currentTokenId,
  };
}
