import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { catalogue, jsonOf } from "../../testing/run-cli";

/** What bash offers after `words` (the last one being completed), with the script the CLI prints. */
async function bashCompletes(words: string[]): Promise<string[]> {
  const script = (await catalogue(["completion", "bash"])).stdout;
  const array = words.map((word) => `'${word}'`).join(" ");
  const output = execFileSync(
    "bash",
    [
      "-c",
      `${script}\nCOMP_WORDS=(${array}); COMP_CWORD=${words.length - 1}; _catalogue; printf '%s\\n' "\${COMPREPLY[@]}"`,
    ],
    { encoding: "utf8" },
  );
  return output.split("\n").filter(Boolean).sort();
}

describe("catalogue completion", () => {
  it("completes commands, subcommands, options and option values in bash", async () => {
    expect(await bashCompletes(["catalogue", "im"])).toEqual(["imports"]);
    expect(await bashCompletes(["catalogue", "imports", ""])).toEqual(
      expect.arrayContaining(["list", "run", "status", "watch", "log"]),
    );
    expect(await bashCompletes(["catalogue", "imports", "run", "pr"])).toEqual(["prices", "products"]);
    expect(await bashCompletes(["catalogue", "users", "reset", "--a"])).toEqual(["--apply"]);
    expect(await bashCompletes(["catalogue", "users", "list", "--role", "KEY"])).toEqual(["KEY_USER"]);
    expect(await bashCompletes(["catalogue", "--json", "users", "admin", ""])).toEqual(
      expect.arrayContaining(["grant", "revoke"]),
    );
  });

  it("prints zsh and fish scripts from the same command tree", async () => {
    const zsh = await catalogue(["completion", "zsh"]);
    const fish = await catalogue(["completion", "fish"]);
    expect(zsh.stdout).toContain("#compdef catalogue");
    expect(zsh.stdout).toContain("bashcompinit");
    expect(fish.stdout).toContain(
      "complete -c catalogue -n 'test (__catalogue_path) = '\\''imports'\\''' -a 'watch'",
    );
    expect(fish.stdout).toContain("-l apply");
  });

  it("answers the script as JSON with --json, and refuses an unknown shell (exit 2)", async () => {
    expect(jsonOf<{ shell: string }>(await catalogue(["completion", "fish", "--json"])).shell).toBe("fish");
    expect((await catalogue(["completion", "powershell"])).code).toBe(2);
  });
});
