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
    const whole = (pending + text).trim();
    pending = "";
    for (const command of whole.split(/\s*(?:&&|;)\s*/)) if (command) commands.push(command);
  }
  return commands;
}
