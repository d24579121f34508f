import { HealthResponse } from "@catalogue/core/api";
import { Command } from "commander";
import { render } from "ink";
import { createElement } from "react";
import { UserError } from "../errors";
import { HealthReport } from "./health-report";

/** Asks the server for its health; unreachable or odd answers become a UserError with what to try. */
export async function readHealth(baseUrl: string): Promise<HealthResponse> {
  const url = new URL("/api/health", baseUrl);
  let res: Response;
  try {
    res = await fetch(url, { headers: { Accept: "application/json" }, signal: AbortSignal.timeout(10_000) });
  } catch {
    throw new UserError(`cannot reach ${url.origin}: is the server running? (start it with \`npm start\`)`);
  }
  if (!res.ok) throw new UserError(`${url.href} answered ${res.status} ${res.statusText}`);
  const parsed = HealthResponse.safeParse(await res.json().catch(() => null));
  if (!parsed.success) throw new UserError(`${url.href} did not answer like a Product Catalogue server`);
  return parsed.data;
}

export function healthCommand(): Command {
  return new Command("health")
    .description("check that a server answers, and print its version")
    .option("--url <url>", "server base URL", process.env.CATALOGUE_URL ?? "http://localhost:8080")
    .option("--json", "print JSON for scripts")
    .action(async (options: { url: string; json?: boolean }) => {
      const health = await readHealth(options.url);
      if (options.json) {
        process.stdout.write(`${JSON.stringify({ url: options.url, ...health })}\n`);
        return;
      }
      const { unmount, waitUntilExit } = render(createElement(HealthReport, { url: options.url, health }));
      unmount();
      await waitUntilExit();
    });
}
