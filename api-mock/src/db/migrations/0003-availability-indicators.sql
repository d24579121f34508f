-- Issue 6 item 6 / core spec 4.8: custom availability indicators of a product (by part number), global, per
-- subregion or per country.

CREATE TABLE availability_indicators (
  id serial PRIMARY KEY,
  part_number text NOT NULL,
  scope text NOT NULL,
  status text NOT NULL,
  description text NOT NULL,
  link text,
  critical_quantity integer,
  country_id integer REFERENCES countries (id) ON DELETE CASCADE,
  subregion_id integer REFERENCES subregions (id) ON DELETE CASCADE
);

CREATE INDEX availability_indicators_part_number ON availability_indicators (part_number);
