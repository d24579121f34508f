import type { CommandRun } from "../../cli-spec/command-spec";
import { UserError } from "../../errors";
import { ExitCode } from "../../exit-codes";
import { Output } from "../../runtime/output";
import { bashScript, fishScript, zshScript } from "./completion-scripts";

const SCRIPTS = { bash: bashScript, zsh: zshScript, fish: fishScript } as const;

/** `catalogue completion bash|zsh|fish`: the script on stdout (no server involved). */
export const completion: CommandRun = async ({ args, globals, commands }) => {
  const shell = args[0] as keyof typeof SCRIPTS;
  const make = SCRIPTS[shell];
  if (!make) throw new UserError(`no completion for ${args[0]}: bash, zsh or fish`, ExitCode.usage);
  const out = new Output({ json: globals.json === true, quiet: globals.quiet === true });
  if (out.json) out.document({ shell, script: make(commands) });
  else process.stdout.write(make(commands));
};
