import type { CommandSpec } from "../../cli-spec/command-spec";

/** `catalogue completion SHELL`. */
export const completionCommand: CommandSpec = {
  name: "completion",
  summary: "print the shell completion script for bash, zsh or fish",
  arguments: [{ name: "shell", description: "the shell", required: true, choices: ["bash", "zsh", "fish"] }],
  examples: [
    { command: 'eval "$(catalogue completion bash)"', comment: "bash: add this line to ~/.bashrc" },
    { command: "catalogue completion zsh > ~/.zfunc/_catalogue", comment: "zsh: a file in your fpath" },
    { command: "catalogue completion fish > ~/.config/fish/completions/catalogue.fish", comment: "fish" },
  ],
  json: "{ shell: string, script: string }",
  load: () => import("./completion").then((module) => module.completion),
};
