import { loginCommand, logoutCommand, whoamiCommand } from "../commands/auth/auth.spec";
import { availabilityCommand } from "../commands/availability/availability.spec";
import { completionCommand } from "../commands/completion/completion.spec";
import { countriesCommand } from "../commands/countries/countries.spec";
import { healthCommand } from "../commands/health/health.spec";
import { importsCommand } from "../commands/imports/imports.spec";
import { partnersCommand } from "../commands/partners/partners.spec";
import { statsCommand } from "../commands/stats/stats.spec";
import { usersCommand } from "../commands/users/users.spec";
import type { CommandSpec } from "./command-spec";

export { GLOBAL_OPTIONS, YES_OPTION } from "./global-options";

/** Every command of `catalogue`, in the order `--help` lists them. */
export const COMMANDS: readonly CommandSpec[] = [
  loginCommand,
  whoamiCommand,
  logoutCommand,
  importsCommand,
  usersCommand,
  partnersCommand,
  countriesCommand,
  availabilityCommand,
  statsCommand,
  healthCommand,
  completionCommand,
];
