-- What the admin CLI's import progress shows (supplement 7, table imports): who started a run (null for the nightly
-- synchronisation), so that a refused manual start can say who holds the importers; and how many rows a table's
-- file has and how many of them are applied.

ALTER TABLE table_import_runs ADD COLUMN started_by bigint REFERENCES users (id) ON DELETE SET NULL;

ALTER TABLE table_imports ADD COLUMN rows_total integer;
ALTER TABLE table_imports ADD COLUMN rows_done integer;
