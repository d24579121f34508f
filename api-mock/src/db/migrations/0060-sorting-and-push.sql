-- Supplement 7 (v3 GET and PUT /products/sorting): the grid sort a user chose, one row per user; a user without
-- a row has the default sort.
CREATE TABLE product_sortings (
  user_id bigint PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  sort text NOT NULL,
  updated_at timestamptz NOT NULL
);

-- Supplement 7 (POST /user/fcm-registration-id): the push registrations of users' devices. A registration id
-- names one device, so it belongs to one user: registering it again under another user moves it.
CREATE TABLE fcm_registrations (
  registration_id text PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  registered_at timestamptz NOT NULL
);
CREATE INDEX fcm_registrations_user ON fcm_registrations (user_id);
