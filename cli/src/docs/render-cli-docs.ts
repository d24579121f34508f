import type { CommandSpec, OptionSpec } from "../cli-spec/command-spec";
import { COMMANDS, GLOBAL_OPTIONS, YES_OPTION } from "../cli-spec/command-tree";

// docs/cli.md is this module's output (`npm run docs:cli -w @catalogue/cli`); a test fails when the file is
// stale. The prose lives here; the command reference comes from the command definitions the CLI itself runs.

const INTRO = `# The \`catalogue\` CLI

The admin CLI of the Product Catalogue, for repetitive work and scripts: table imports with live progress, users
and role resets, partner approvals, availability indicators and statistics. It talks to a running server over
HTTP through core's typed client, with a personal API token.

> This page is generated from the command definitions (\`cli/src/cli-spec\`): edit those, then run
> \`npm run docs:cli -w @catalogue/cli\`. A test fails when this page is stale.

## Install and run

\`npm ci\` builds the CLI (the \`prepare\` script of the cli workspace bundles it into \`cli/dist/catalogue.js\`, plain
JavaScript), so in a fresh clone:

\`\`\`sh
npm ci
npx catalogue --help
npm run build -w @catalogue/cli     # after changing its code (npm start -w @catalogue/cli builds and runs it)
npm link -w @catalogue/cli          # optional: a \`catalogue\` command on your PATH
\`\`\`

\`catalogue --help\` answers in well under 300 ms: only the command tree loads; a command's own code, core's
client and Ink load when that command runs.

## Sign in

Create a personal API token in the web app (**Settings**, **API tokens**): it is shown once, carries exactly your
rights, and can be revoked there at any time. Then:

\`\`\`sh
catalogue login --url https://catalogue.example.com     # paste the token when asked
catalogue whoami
\`\`\`

The token is kept per server URL in \`$XDG_CONFIG_HOME/catalogue/config.json\` (else
\`~/.config/catalogue/config.json\`), readable by you only (mode 0600); it is never sent to another server.
\`catalogue logout\` forgets it (\`--revoke\` revokes it too).

**Scripts and CI** set \`CATALOGUE_URL\` and \`CATALOGUE_TOKEN\` instead; they win over the stored login.
\`CATALOGUE_TIMEOUT_MS\` changes the time limit of a call (30 s).

**The demo server** (\`npm start\`, developer controls on) gives a token for any demo user without a browser:

\`\`\`sh
catalogue login --demo admin@catalogue.example --url http://localhost:8080
\`\`\`

It acts as the user through the developer controls (\`POST /api/__dev/session\`), creates an API token named
"catalogue CLI on <host>" with that session like a person would in the settings, and ends the session.

## Conventions

- **\`--json\`** on every command prints one JSON document on stdout, of the shape given per command below, and
  nothing else there; errors stay one line on stderr. Without it, people get tables and records.
- **\`--quiet\`** leaves out notes and progress (results and errors remain).
- **Destructive commands** (marked below) ask before they act when run on a terminal; **\`--yes\`** skips the
  question. Not on a terminal and without \`--yes\`, they refuse (exit 1) rather than guess.
- **Colour** only on a terminal; \`NO_COLOR\` turns it off, \`FORCE_COLOR\` on.
- **Messages** of refusals are the specification's texts for the result key (in English), e.g. "Administrator
  cannot be deleted. Remove the admin role first.", "Company is required to activate account".
- **Shell completion**: \`catalogue completion bash|zsh|fish\` (see below).

## Exit codes

| code | meaning |
|---|---|
| 0 | done |
| 1 | refused or invalid: the message says what to fix (a rule of the server, a bad file, a failed import, not signed in) |
| 2 | wrong usage: unknown command or option, a missing argument, a value that is not one of the choices |
| 3 | not found: the user, product, import, country or company named does not exist |
| 4 | conflict: the state does not allow it now (an import is running or ran too recently; changed meanwhile) |
| 69 | the server cannot be reached, or the URL does not answer like a Product Catalogue server |
| 70 | a bug of the CLI (it says so; please report it with the command you ran) |
| 130 | stopped with Ctrl-C (\`imports watch\`: the import goes on on the server) |
`;

const RECORDING = `## A recorded session

\`imports run --all\` with the sample files in the import folder, then a role reset from a CSV file (the dry run,
then \`--apply\`), against the demo server. Recorded from a real run by \`npm run docs:cli:record -w @catalogue/cli\`
(a pseudo-terminal through \`script\`); [the asciinema cast](cli/session.cast) plays it back with
\`asciinema play docs/cli/session.cast\`, the picture shows its last screen.

![catalogue imports run --all and users reset --from leavers.csv](cli/session.svg)
`;

function flagsOf(option: OptionSpec): string {
  return `\`${option.flags}\``;
}

function optionLine(option: OptionSpec): string {
  const choices = option.choices
    ? ` (one of ${option.choices.map((choice) => `\`${choice}\``).join(", ")})`
    : "";
  const repeat = option.repeatable ? " (may be repeated)" : "";
  return `| ${flagsOf(option)} | ${option.description}${choices}${repeat} |`;
}

function usage(path: string, spec: CommandSpec): string {
  const args = (spec.arguments ?? []).map((argument) =>
    argument.required ? `<${argument.name}>` : `[${argument.name}]`,
  );
  const options = spec.options?.length || spec.destructive ? ["[options]"] : [];
  return ["catalogue", path, ...args, ...options].join(" ");
}

/** One leaf command's section. */
function leaf(path: string, spec: CommandSpec): string[] {
  const lines = [
    `### \`catalogue ${path}\``,
    "",
    `${spec.summary[0]?.toUpperCase()}${spec.summary.slice(1)}.`,
  ];
  if (spec.details) lines.push("", spec.details);
  lines.push("", "```", usage(path, spec), "```");
  if (spec.destructive) lines.push("", "Destructive: asks first on a terminal; `--yes` skips the question.");
  for (const argument of spec.arguments ?? []) {
    const choices = argument.choices
      ? ` (one of ${argument.choices.map((choice) => `\`${choice}\``).join(", ")})`
      : "";
    lines.push(
      "",
      `\`${argument.name}\`${argument.required ? "" : " (optional)"}: ${argument.description}${choices}.`,
    );
  }
  const options = [...(spec.options ?? []), ...(spec.destructive ? [YES_OPTION] : [])];
  if (options.length > 0)
    lines.push("", "| option | what it does |", "|---|---|", ...options.map(optionLine));
  lines.push("", "Examples:", "", "```sh");
  for (const example of spec.examples ?? []) lines.push(`${example.command}    # ${example.comment}`);
  lines.push("```");
  if (spec.json) lines.push("", `With \`--json\`: \`${spec.json}\``);
  return [...lines, ""];
}

function walk(spec: CommandSpec, parent: string, out: string[]): void {
  const path = parent ? `${parent} ${spec.name}` : spec.name;
  if (spec.load) out.push(...leaf(path, spec));
  for (const sub of spec.subcommands ?? []) walk(sub, path, out);
}

/** The table of every command, with links to their sections. */
function overview(): string[] {
  const rows: string[] = [];
  const visit = (spec: CommandSpec, parent: string) => {
    const path = parent ? `${parent} ${spec.name}` : spec.name;
    if (spec.load) {
      const anchor = `catalogue-${path.replace(/ /g, "-")}`;
      rows.push(
        `| [\`catalogue ${path}\`](#${anchor}) | ${spec.summary}${spec.destructive ? " (destructive)" : ""} |`,
      );
    }
    for (const sub of spec.subcommands ?? []) visit(sub, path);
  };
  for (const command of COMMANDS) visit(command, "");
  return ["## Commands", "", "| command | what it does |", "|---|---|", ...rows, ""];
}

/** docs/cli.md, whole. */
export function renderCliDocs(): string {
  const reference: string[] = [];
  for (const command of COMMANDS) {
    const group = command.subcommands
      ? [`## ${command.name}`, "", `${command.summary[0]?.toUpperCase()}${command.summary.slice(1)}.`, ""]
      : [];
    reference.push(...group);
    walk(command, "", reference);
  }
  const globals = [
    "## Options of every command",
    "",
    "| option | what it does |",
    "|---|---|",
    ...GLOBAL_OPTIONS.map(optionLine),
    "| `-h, --help` | the command's help, with examples and its JSON shape |",
    "",
  ];
  return [INTRO, ...overview(), ...globals, ...reference, RECORDING].join("\n").replace(/\n{3,}/g, "\n\n");
}
