/**
 * The commands of a Markdown text's shell blocks (```sh, ```bash, ```shell): one entry per command, comments
 * dropped, continued lines joined, and commands chained with `&&` or `;` split apart.
 */
export function fencedCommands(markdown: string): string[] {
  const commands: string[] = [];
  let inShell = false;
  let pending = "";
  for (const line of markdown.split("\n")) {
    const fence = /^\s*```\s*(\w*)/.exec(line);
    if (fence) {
      inShell = !inShell && ["sh", "bash", "shell"].includes(fence[1] ?? "");
      continue;
    }
    if (!inShell) continue;
    const text = line.replace(/(^|\s)#(?!!).*$/, "").trimEnd();
    if (text.endsWith("\\")) {
      pending += `${text.slice(0, -1)} `;
      continue;
    }
    const whole = (pending + text).trim().replace(/\s+/g, " ");
    pending = "";
    // A loop's body counts as a command of its own; its header and end are shell syntax.
    for (const part of whole.split(/\s*(?:&&|;)\s*/)) {
      const command = part.replace(/^do\s+/, "");
      if (command && !/^(for|while)\s/.test(command) && command !== "done") commands.push(command);
    }
  }
  return commands;
}
