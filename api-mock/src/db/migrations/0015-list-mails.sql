-- Supplement 7 (send-email): each mailing of a list, so the list shows who sent it when, to whom, in which format.
CREATE TABLE list_mails (
  id serial PRIMARY KEY,
  list_id integer NOT NULL REFERENCES product_lists (id) ON DELETE CASCADE,
  sender_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  recipients text[] NOT NULL,
  format text NOT NULL CHECK (format IN ('xlsx', 'pdf')),
  include_financial boolean NOT NULL,
  sent_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX list_mails_list ON list_mails (list_id, sent_at DESC);
