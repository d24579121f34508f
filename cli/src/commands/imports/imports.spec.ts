import { IMPORT_TABLE_VALUES } from "@catalogue/core/model/enum-values";
import type { CommandSpec } from "../../cli-spec/command-spec";

const RECORD =
  "ImportRecord = { id: number, tableName: string, tableType: string, status: ImportStatus, importDate: string, " +
  "startDatetime: string | null, finishDatetime: string | null, totalImportTime: number | null, " +
  "rowsTotal: number | null, rowsDone: number | null, errors: string[], " +
  "logs: { timestamp: string, runStatus: string, message: string }[] }";

const list: CommandSpec = {
  name: "list",
  summary: "the import history of the last 30 days, newest first, a page at a time",
  options: [
    { flags: "--page <n>", description: "which page of 10 (1 is the newest)" },
    { flags: "--table <table>", description: "only this table", choices: IMPORT_TABLE_VALUES },
  ],
  examples: [
    { command: "catalogue imports list", comment: "the 10 newest imports" },
    {
      command: "catalogue imports list --table prices --page 2",
      comment: "older imports of the prices table",
    },
  ],
  json: `{ page: number, pageCount: number, totalCount: number, records: ImportRecord[] } where ${RECORD}`,
  load: () => import("./imports-list").then((module) => module.importsList),
};

const run: CommandSpec = {
  name: "run",
  summary: "run one table's import, or all of them, and follow it to its end",
  details:
    "With --file the file is uploaded as the table's new file first (CSV or XLSX). The command follows the run " +
    "like `imports watch` and exits 1 when a table fails, naming the command that prints its log. A run started " +
    "too soon after the last one, or while one runs, is refused (exit 4) with who started the last run and when a " +
    "new one may start.",
  arguments: [{ name: "table", description: "the table to import", choices: IMPORT_TABLE_VALUES }],
  options: [
    { flags: "--all", description: "run every table, in the order of a nightly synchronisation" },
    { flags: "--file <path>", description: "upload this CSV or XLSX file as the table's file first" },
    { flags: "--no-wait", description: "start the run and return at once" },
    { flags: "--interval <ms>", description: "how often to ask the server while following (default 1000)" },
  ],
  examples: [
    { command: "catalogue imports run --all", comment: "synchronise every table now" },
    {
      command: "catalogue imports run prices --file prices.xlsx",
      comment: "upload a new price file and import it",
    },
  ],
  json: "{ message: string, records: ImportRecord[] } (the records as they ended, or as queued with --no-wait)",
  load: () => import("./imports-run").then((module) => module.importsRun),
};

const status: CommandSpec = {
  name: "status",
  summary: "whether an import runs, who started the last one, and when a new one may start",
  examples: [{ command: "catalogue imports status", comment: "may I start an import now?" }],
  json:
    "{ synchronization: { synchronizationInProgress: boolean, synchronizationIsPossible: boolean, " +
    "latestRun: { status, trigger: 'MANUAL' | 'NIGHTLY', startedBy: { id, name, email } | null, startedAt, " +
    "finishedAt, expectedEndAt } | null, possibleAt: string | null }, records: ImportRecord[] (the latest run's) }",
  load: () => import("./imports-status").then((module) => module.importsStatus),
};

const watch: CommandSpec = {
  name: "watch",
  summary: "follow a running import live: table, rows done of total, rate, elapsed",
  details:
    "Without an id it follows the run in progress. On a terminal the view updates in place; otherwise it prints a " +
    "line per change. Ctrl-C stops watching (exit 130); the import goes on on the server.",
  arguments: [{ name: "id", description: "an import record's id (from `imports list`)" }],
  options: [{ flags: "--interval <ms>", description: "how often to ask the server (default 1000)" }],
  examples: [
    { command: "catalogue imports watch", comment: "follow the run in progress" },
    { command: "catalogue imports watch 42 > watch.log", comment: "one line per change, for a log file" },
  ],
  json: "{ records: ImportRecord[] } once every followed import has ended",
  load: () => import("./imports-watch").then((module) => module.importsWatch),
};

const log: CommandSpec = {
  name: "log",
  summary: "print one import's log and errors",
  arguments: [{ name: "id", description: "the import record's id (from `imports list`)", required: true }],
  examples: [{ command: "catalogue imports log 42", comment: "why did import 42 fail?" }],
  json: "ImportRecord",
  load: () => import("./imports-log").then((module) => module.importsLog),
};

/** `catalogue imports ...`: supplement 7, table imports (the highest role only). */
export const importsCommand: CommandSpec = {
  name: "imports",
  summary: "table imports: history, runs, live progress and logs",
  subcommands: [list, run, status, watch, log],
};
