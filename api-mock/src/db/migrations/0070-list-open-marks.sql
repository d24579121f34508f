-- Core spec 4.2 (list health check): per user and list, when the user last acknowledged the list and the status
-- facts of its products then (phase-out, clearance, derived status, CRP), keyed by product id. Opening the list
-- compares its products with these facts.

CREATE TABLE list_open_marks (
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  list_id integer NOT NULL REFERENCES product_lists (id) ON DELETE CASCADE,
  opened_at timestamptz NOT NULL,
  snapshot jsonb NOT NULL,
  PRIMARY KEY (user_id, list_id)
);
