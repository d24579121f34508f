-- Supplement 4 (issue 7): "A draft list of another country gives a draft copy". A draft copy is a draft without a
-- source list (publishing it makes a new country list); it remembers the other country's list it was copied from.
ALTER TABLE product_lists ADD COLUMN copied_from_list_id integer REFERENCES product_lists (id) ON DELETE SET NULL;

-- Core spec 4.7 ("only one draft per list"), read for copies: one draft copy of a list per country, so two
-- concurrent starts in one country make one copy (the other answers DRAFT_TAKEN).
CREATE UNIQUE INDEX product_lists_one_draft_copy ON product_lists (copied_from_list_id, country_id)
  WHERE type = 'draft';
