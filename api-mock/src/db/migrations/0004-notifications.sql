-- Core spec 3 / 4.5: in-app notifications (lists shared with a user, curated lists updated, the user's roles
-- changed). list_id and user_role_change_id carry no foreign key: lists and role changes arrive in later
-- migrations, and a notification outlives neither (it expires).

CREATE TABLE notifications (
  id serial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  type text NOT NULL CHECK (type IN ('PRIVATE_LIST_SHARED', 'PUBLIC_LIST_UPDATED', 'USER_ROLES_CHANGED')),
  read boolean NOT NULL DEFAULT false,
  list_id integer,
  list_title text,
  list_owner_name text,
  user_role_change_id integer,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz
);

CREATE INDEX notifications_user_created ON notifications (user_id, created_at DESC);
