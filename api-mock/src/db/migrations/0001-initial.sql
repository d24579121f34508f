-- Core spec 3: reference data, users and their sessions, products and what they refer to.
CREATE TABLE languages (
  shortcut text PRIMARY KEY,
  name text NOT NULL
);

CREATE TABLE subregions (
  id integer PRIMARY KEY,
  code text NOT NULL UNIQUE,
  name text NOT NULL
);

CREATE TABLE currencies (
  id integer PRIMARY KEY,
  title text NOT NULL UNIQUE,
  currency_name text NOT NULL,
  eur_rate numeric(18, 6) NOT NULL
);

CREATE TABLE countries (
  id integer PRIMARY KEY,
  shortcut text NOT NULL UNIQUE,
  name text NOT NULL,
  subregion_id integer NOT NULL REFERENCES subregions (id),
  currency_id integer NOT NULL REFERENCES currencies (id),
  available_for_scp boolean NOT NULL,
  has_product_data boolean NOT NULL
);

CREATE TABLE organization_roles (
  value text PRIMARY KEY,
  name text NOT NULL
);

CREATE TABLE companies (
  id integer PRIMARY KEY,
  name text NOT NULL,
  country_id integer REFERENCES countries (id)
);

CREATE TABLE app_info (
  id integer PRIMARY KEY,
  privacy_policy_web text NOT NULL,
  legal_notices text NOT NULL,
  provider_identification text NOT NULL,
  instruction_for_use_web text NOT NULL
);

CREATE TABLE filter_trees (
  name text PRIMARY KEY,
  tree jsonb NOT NULL
);

CREATE TABLE users (
  id bigint PRIMARY KEY,
  username text NOT NULL UNIQUE,
  email text NOT NULL UNIQUE,
  name text NOT NULL,
  surname text NOT NULL,
  role text NOT NULL,
  user_type text NOT NULL,
  country_id integer REFERENCES countries (id),
  currency_id integer REFERENCES currencies (id),
  language_shortcut text NOT NULL REFERENCES languages (shortcut),
  organization_role text,
  company_id integer REFERENCES companies (id),
  scp_status text,
  enabled boolean NOT NULL,
  admin boolean NOT NULL,
  separator text NOT NULL,
  show_prices boolean NOT NULL,
  show_availability boolean NOT NULL,
  phase_out_check boolean NOT NULL,
  clearance_check boolean NOT NULL,
  hide_without_market_clearance boolean NOT NULL,
  updated_country_share_notification boolean NOT NULL,
  shared_product_list_notification boolean NOT NULL,
  sales_organisation text,
  demo boolean NOT NULL DEFAULT false,
  first_login_at timestamptz,
  last_login_at timestamptz,
  last_activity_at timestamptz,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_email_lower ON users (lower(email));

CREATE TABLE user_roles (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  role text NOT NULL,
  country_id integer REFERENCES countries (id)
);
CREATE INDEX user_roles_user ON user_roles (user_id);

CREATE TABLE sessions (
  id text PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);
CREATE INDEX sessions_user ON sessions (user_id);

CREATE TABLE login_codes (
  code_hash text PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);

CREATE TABLE consents (
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  consent_type text NOT NULL,
  accepted boolean,
  seen boolean NOT NULL DEFAULT false,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, consent_type)
);

CREATE TABLE mail_outbox (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  recipient text NOT NULL,
  subject text NOT NULL,
  body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz
);

CREATE TABLE products (
  id integer PRIMARY KEY,
  part_number text NOT NULL UNIQUE,
  title text NOT NULL,
  subtitle text NOT NULL,
  description text NOT NULL,
  care_areas text[] NOT NULL,
  device_types text[] NOT NULL,
  product_cluster text NOT NULL,
  compatible_devices text[] NOT NULL,
  patient_groups text[] NOT NULL,
  main_gtin text NOT NULL,
  secondary_gtin text,
  unspsc_code text NOT NULL,
  ce_class text NOT NULL,
  ifu_part_number text NOT NULL,
  pieces_per_packing_unit integer NOT NULL,
  packages_per_delivery_unit integer NOT NULL,
  shelf_life_months integer,
  country_of_origin text NOT NULL,
  sterile boolean NOT NULL,
  latex boolean NOT NULL,
  usage text NOT NULL,
  max_reprocessing_cycles integer,
  environment jsonb NOT NULL,
  is_new boolean NOT NULL,
  highlight boolean NOT NULL,
  rfid boolean NOT NULL,
  document_type text NOT NULL,
  image_id text NOT NULL,
  image_360 boolean NOT NULL,
  variant_group_id integer
);

CREATE TABLE product_countries (
  product_id integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  country_id integer NOT NULL,
  currency_id integer NOT NULL REFERENCES currencies (id),
  local_list_price numeric(14, 2) NOT NULL,
  global_reference_price numeric(14, 2) NOT NULL,
  crp numeric(14, 2) NOT NULL,
  ggp_unit_price numeric(14, 2),
  ggp_lower_limit numeric(14, 2),
  ggp_upper_limit numeric(14, 2),
  stock_status text NOT NULL,
  quantity integer,
  critical_quantity integer,
  phase_out_status text NOT NULL,
  market_clearance boolean NOT NULL,
  partner_phase_out_text text,
  PRIMARY KEY (product_id, country_id)
);

CREATE TABLE product_relations (
  product_id integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  kind text NOT NULL,
  related_product_id integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  position integer NOT NULL,
  PRIMARY KEY (product_id, kind, related_product_id)
);

CREATE TABLE product_images (
  product_id integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  position integer NOT NULL,
  image_id text NOT NULL,
  image_category text NOT NULL,
  PRIMARY KEY (product_id, position)
);

CREATE TABLE product_links (
  product_id integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  position integer NOT NULL,
  group_type text NOT NULL,
  title text NOT NULL,
  url text NOT NULL,
  PRIMARY KEY (product_id, position)
);
