import type { CommandSpec } from "../../cli-spec/command-spec";

/** `catalogue health`. */
export const healthCommand: CommandSpec = {
  name: "health",
  summary: "check that a server answers, and print its version",
  details: "Needs no sign-in: use it to check a URL before `catalogue login`.",
  examples: [
    { command: "catalogue health --url http://localhost:8080", comment: "is the local server up?" },
    { command: "catalogue health --json", comment: "the same for a script" },
  ],
  json: "{ url: string, status: 'ok', version: string, publicDemo: boolean, storage: { writable: boolean, reason?: 'readOnly' | 'diskFull' | 'ioError' } }",
  load: () => import("./health").then((module) => module.health),
};
