-- Personal API tokens (architecture 3, sessions): a user signs scripts and the admin CLI in with a token of their
-- own. Only the SHA-256 of a token is kept; the token itself is shown once, when it is created. A token acts with
-- exactly its user's rights; revoking it, or disabling its user, stops it at once.

CREATE TABLE api_tokens (
  id serial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name text NOT NULL,
  token_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL,
  last_used_at timestamptz,
  revoked_at timestamptz
);
CREATE INDEX api_tokens_user ON api_tokens (user_id, created_at DESC);
