-- The planner never filters or joins on these product columns (the catalogue is searched in memory), yet their
-- statistics were most of the ANALYZE after seeding (1.5 of 2.1 s of CPU at 50,000 products: element statistics
-- of four arrays, long texts). Without statistics they cost nothing there; the columns queries compare keep theirs.
ALTER TABLE products
  ALTER COLUMN description SET STATISTICS 0,
  ALTER COLUMN care_areas SET STATISTICS 0,
  ALTER COLUMN device_types SET STATISTICS 0,
  ALTER COLUMN compatible_devices SET STATISTICS 0,
  ALTER COLUMN patient_groups SET STATISTICS 0,
  ALTER COLUMN environment SET STATISTICS 0;
