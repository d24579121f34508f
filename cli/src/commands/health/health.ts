import { systemCalls } from "@catalogue/core/api/catalogue/calls/system.calls";
import type { CommandRun } from "../../cli-spec/command-spec";
import { createContext } from "../../runtime/cli-context";

/** `catalogue health`: the server's health call, through the typed client like every other command. */
export const health: CommandRun = async ({ globals }) => {
  const context = createContext(globals);
  const answer = await context.call(systemCalls.health, {});
  if (context.out.json) {
    context.out.document({ url: context.server.url, ...answer });
    return;
  }
  const { renderOnce } = await import("../../runtime/render-once");
  const { healthReport } = await import("./health-report");
  await renderOnce(
    healthReport({ url: context.server.url, health: answer, colour: context.out.style.enabled }),
  );
};
