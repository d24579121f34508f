-- Issue 8 item 5: table imports. A run imports one table or all of them; a record per table holds its status,
-- times and logs (core spec 3 "Import record").

CREATE TABLE table_import_runs (
  id serial PRIMARY KEY,
  trigger text NOT NULL,
  status text NOT NULL,
  created_at timestamptz NOT NULL,
  heartbeat_at timestamptz NOT NULL,
  finished_at timestamptz
);

-- At most one run is queued or running at any time, whichever instance started it: a second concurrent trigger
-- fails on this index instead of starting a second run.
CREATE UNIQUE INDEX table_import_runs_one_active ON table_import_runs ((true)) WHERE status IN ('QUEUED', 'IN_PROGRESS');

CREATE TABLE table_imports (
  id serial PRIMARY KEY,
  run_id integer NOT NULL REFERENCES table_import_runs (id) ON DELETE CASCADE,
  table_name text NOT NULL,
  table_type text NOT NULL,
  status text NOT NULL,
  import_date timestamptz NOT NULL,
  start_datetime timestamptz,
  finish_datetime timestamptz,
  total_import_time integer,
  errors jsonb NOT NULL DEFAULT '[]'::jsonb,
  logs jsonb NOT NULL DEFAULT '[]'::jsonb
);

CREATE INDEX table_imports_import_date ON table_imports (import_date);

-- The nightly synchronisation: the instance that inserts a night's row runs it; the others find it taken.
CREATE TABLE table_import_nights (
  night date PRIMARY KEY,
  claimed_at timestamptz NOT NULL
);
