import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import type { TestProject } from "vitest/node";
import seedTestDatabase from "../../../api-mock/src/testing/global-setup";

const BUILD = fileURLToPath(new URL("../../scripts/build.mjs", import.meta.url));

/**
 * The cli tests run the built binary, as admins do: it is built once per run here. The servers they talk to are
 * api-mock apps on a copy of one seeded PGlite, as in api-mock's own tests.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  execFileSync(process.execPath, [BUILD], { stdio: "inherit" });
  return seedTestDatabase(project);
}
