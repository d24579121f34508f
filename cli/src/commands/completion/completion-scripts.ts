import type { CommandSpec, OptionSpec } from "../../cli-spec/command-spec";
import { GLOBAL_OPTIONS, YES_OPTION } from "../../cli-spec/global-options";

/** One place of the command tree: its words, and what may follow there. */
interface Place {
  readonly path: string;
  readonly summary: string;
  readonly words: readonly string[];
  readonly options: readonly OptionSpec[];
  readonly argumentChoices: readonly string[];
}

/** The long name of an option (`--country <code>` gives `--country`). */
export function longFlag(option: OptionSpec): string {
  return option.flags.match(/--[\w-]+/)?.[0] ?? option.flags;
}

/** Every place of the tree, the root first, from the same definitions as `--help` and docs/cli.md. */
export function places(commands: readonly CommandSpec[]): Place[] {
  const all: Place[] = [
    {
      path: "",
      summary: "",
      words: commands.map((command) => command.name),
      options: GLOBAL_OPTIONS,
      argumentChoices: [],
    },
  ];
  const visit = (spec: CommandSpec, parent: string) => {
    const path = parent ? `${parent} ${spec.name}` : spec.name;
    all.push({
      path,
      summary: spec.summary,
      words: (spec.subcommands ?? []).map((sub) => sub.name),
      options: [...(spec.options ?? []), ...(spec.destructive ? [YES_OPTION] : []), ...GLOBAL_OPTIONS],
      argumentChoices: spec.arguments?.flatMap((argument) => argument.choices ?? []) ?? [],
    });
    for (const sub of spec.subcommands ?? []) visit(sub, path);
  };
  for (const command of commands) visit(command, "");
  return all;
}

const quote = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;

/** bash: a function that walks the typed words to the place in the tree, then offers what may follow. */
export function bashScript(commands: readonly CommandSpec[]): string {
  const all = places(commands);
  const candidates = all
    .map((place) => {
      const words = [...place.words, ...place.argumentChoices, ...place.options.map(longFlag), "--help"];
      return `    ${quote(place.path)}) echo ${quote(words.join(" "))} ;;`;
    })
    .join("\n");
  const values = all
    .flatMap((place) =>
      place.options
        .filter((option) => option.choices)
        .map(
          (option) =>
            `    ${quote(`${place.path}|${longFlag(option)}`)}) echo ${quote(option.choices?.join(" ") ?? "")} ;;`,
        ),
    )
    .join("\n");
  const paths = `|${all.map((place) => place.path).join("|")}|`;
  return `# catalogue completion for bash: eval "$(catalogue completion bash)"
_catalogue_candidates() {
  case "$1" in
${candidates}
  esac
}
_catalogue_values() {
  case "$1" in
${values}
  esac
}
_catalogue() {
  local cur="\${COMP_WORDS[COMP_CWORD]}" prev="\${COMP_WORDS[COMP_CWORD-1]}" path="" word next i
  local paths=${quote(paths)}
  for ((i = 1; i < COMP_CWORD; i++)); do
    word="\${COMP_WORDS[i]}"
    next="\${path:+$path }$word"
    [[ "$paths" == *"|$next|"* ]] && path="$next"
  done
  local values
  values="$(_catalogue_values "$path|$prev")"
  if [[ -n "$values" ]]; then
    COMPREPLY=($(compgen -W "$values" -- "$cur"))
  else
    COMPREPLY=($(compgen -W "$(_catalogue_candidates "$path")" -- "$cur"))
  fi
}
complete -F _catalogue catalogue
`;
}

/** zsh: the bash function through zsh's bash completion layer. */
export function zshScript(commands: readonly CommandSpec[]): string {
  return `#compdef catalogue
# catalogue completion for zsh: eval "$(catalogue completion zsh)", or save it as _catalogue in your fpath
autoload -U +X bashcompinit && bashcompinit
${bashScript(commands).split("\n").slice(1).join("\n")}`;
}

/** fish: a condition per place of the tree, with the summaries as descriptions. */
export function fishScript(commands: readonly CommandSpec[]): string {
  const all = places(commands);
  const lines = [
    "# catalogue completion for fish: catalogue completion fish > ~/.config/fish/completions/catalogue.fish",
    "function __catalogue_path",
    "    set -l tokens (commandline -opc)",
    "    set -l path ''",
    `    set -l paths ${all.map((place) => quote(place.path)).join(" ")}`,
    "    for token in $tokens[2..-1]",
    '        set -l next (string trim -- "$path $token")',
    "        if contains -- $next $paths",
    "            set path $next",
    "        end",
    "    end",
    "    echo $path",
    "end",
    "complete -c catalogue -f",
  ];
  const byPath = new Map(all.map((place) => [place.path, place]));
  for (const place of all) {
    const at = `-n ${quote(`test (__catalogue_path) = ${quote(place.path)}`)}`;
    for (const word of place.words) {
      const child = byPath.get(place.path ? `${place.path} ${word}` : word);
      lines.push(`complete -c catalogue ${at} -a ${quote(word)} -d ${quote(child?.summary ?? "")}`);
    }
    if (place.argumentChoices.length > 0)
      lines.push(`complete -c catalogue ${at} -a ${quote(place.argumentChoices.join(" "))}`);
    for (const option of place.options) {
      const name = longFlag(option).slice(2);
      const takes = option.flags.includes("<") ? " -r" : "";
      const choices = option.choices ? ` -a ${quote(option.choices.join(" "))}` : "";
      lines.push(`complete -c catalogue ${at} -l ${name}${takes}${choices} -d ${quote(option.description)}`);
    }
  }
  return `${lines.join("\n")}\n`;
}
