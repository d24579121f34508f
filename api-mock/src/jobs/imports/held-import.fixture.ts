/**
 * Run in a child process by import-crash.test.ts. Opens the PGlite data directory
 * given, starts an import of the import folder's prices file and, inside the table's transaction after its rows
 * are written, prints HOLDING and waits forever, so the test can SIGKILL the process mid-import.
 * Usage: tsx held-import.fixture.ts <pglite data dir> <import dir>
 */
import { ChangeNotifications } from "../../db/change-notifications";
import { openDatabase } from "../../db/database";
import { TableImportsRepository } from "../../features/table-imports/table-imports.repository";
import { ImportRunner } from "./import-runner";

const [dataDir, importDir] = process.argv.slice(2);
if (!dataDir || !importDir) throw new Error("usage: held-import.fixture.ts <data dir> <import dir>");
const database = await openDatabase({ kind: "pglite", dataDir });
const repository = new TableImportsRepository(database.db);
const runner = new ImportRunner(
  database.db,
  repository,
  new ChangeNotifications(database),
  importDir,
  () => new Date(),
  {
    beforeCommit: async () => {
      process.stdout.write("HOLDING\n");
      await new Promise(() => undefined);
    },
  },
);
setInterval(() => undefined, 60_000);
await runner.trigger(["prices"], "MANUAL");
