-- Core spec 3, 4.7 / supplement 7 (issue 7): product lists of every type (personal, country share, private share,
-- draft), their elements, per-user pins, share targets and recipients, e-mail history and single-use export links.

CREATE TABLE product_lists (
  id serial PRIMARY KEY,
  type text NOT NULL CHECK (type IN ('personal', 'countryShare', 'privateShare', 'draft')),
  owner_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  title text NOT NULL,
  description text,
  note text,
  country_id integer REFERENCES countries (id),
  currency_id integer NOT NULL REFERENCES currencies (id),
  default_list boolean NOT NULL DEFAULT false,
  sorting_type text NOT NULL DEFAULT 'CREATED_AT',
  source_list_id integer REFERENCES product_lists (id) ON DELETE SET NULL,
  last_editor_id bigint REFERENCES users (id) ON DELETE SET NULL,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_updated_at timestamptz NOT NULL DEFAULT now()
);

-- Core spec 3: one default list per user.
CREATE UNIQUE INDEX product_lists_one_default ON product_lists (owner_id) WHERE default_list;
CREATE INDEX product_lists_owner_type ON product_lists (owner_id, type);

-- Core spec 5: a product is on a list at most once (the unique key makes a duplicate impossible, not just rare).
CREATE TABLE list_elements (
  id serial PRIMARY KEY,
  list_id integer NOT NULL REFERENCES product_lists (id) ON DELETE CASCADE,
  product_id integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  quantity integer NOT NULL CHECK (quantity >= 0),
  crp numeric(14, 2),
  discount numeric(5, 2),
  sort_order integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (list_id, product_id)
);

-- Core spec 4.7: pins are per user (many users pin one country list).
CREATE TABLE list_pins (
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  list_id integer NOT NULL REFERENCES product_lists (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, list_id)
);

-- Supplement 7: the countries and subregions a country share goes to.
CREATE TABLE list_share_countries (
  list_id integer NOT NULL REFERENCES product_lists (id) ON DELETE CASCADE,
  country_id integer NOT NULL REFERENCES countries (id),
  PRIMARY KEY (list_id, country_id)
);

CREATE TABLE list_share_subregions (
  list_id integer NOT NULL REFERENCES product_lists (id) ON DELETE CASCADE,
  subregion_id integer NOT NULL REFERENCES subregions (id),
  PRIMARY KEY (list_id, subregion_id)
);

-- Supplement 7: the users a private share goes to, with their unread flag.
CREATE TABLE list_recipients (
  list_id integer NOT NULL REFERENCES product_lists (id) ON DELETE CASCADE,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  unread boolean NOT NULL DEFAULT true,
  PRIMARY KEY (list_id, user_id)
);

-- Supplement 3: the addresses a user has mailed lists to, de-duplicated (stored lower-case).
CREATE TABLE email_history (
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  email text NOT NULL,
  used_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, email)
);

-- Supplement 7 (pdf-link, xlsx-link): a single-use, expiring download; only the token's hash is stored.
CREATE TABLE export_links (
  token_hash text PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  list_id integer NOT NULL REFERENCES product_lists (id) ON DELETE CASCADE,
  format text NOT NULL CHECK (format IN ('xlsx', 'pdf')),
  include_financial boolean NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);

-- Supplement 7 (send-email): a mailed list travels as an attachment; the outbox keeps it (base64) with the mail.
ALTER TABLE mail_outbox ADD COLUMN attachments jsonb NOT NULL DEFAULT '[]';

-- Core spec 4.7: only one draft per list (DRAFT_TAKEN); the index also stops two concurrent starts.
CREATE UNIQUE INDEX product_lists_one_draft ON product_lists (source_list_id) WHERE type = 'draft';
