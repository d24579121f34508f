-- Issue 8 items 1 and 2: role-change records (core spec 3 RoleChangeInfo, 4.5, 4.9) and the country of a
-- partner's company (supplement 7, PATCH /user/{id}/origin-scp-country).

CREATE TABLE user_role_changes (
  id serial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  changed_by bigint REFERENCES users (id) ON DELETE SET NULL,
  first_price_access boolean NOT NULL,
  read boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX user_role_changes_user_created ON user_role_changes (user_id, created_at DESC);

-- The country name is kept as it was shown at the time of the change: the record is a message, not a join.
CREATE TABLE user_role_change_elements (
  id serial PRIMARY KEY,
  role_change_id integer NOT NULL REFERENCES user_role_changes (id) ON DELETE CASCADE,
  role text NOT NULL,
  country_name text NOT NULL
);
CREATE INDEX user_role_change_elements_change ON user_role_change_elements (role_change_id);

ALTER TABLE users ADD COLUMN origin_scp_country_id integer REFERENCES countries (id);
