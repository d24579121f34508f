import { writeFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { ROWS, runOnListPage } from "./list-bench-session";
import { countCommits, readCommits, type TraceEvent, traceSummary } from "./trace-summary";

// A performance trace of opening a list of 200 elements and changing one quantity, in Chromium at 4x CPU slowdown
// (Lighthouse's mobile setting): long tasks, main-thread time by category, and how many components React rendered
// per commit. BENCH_ORIGIN measures a server already running; PROFILE_OUT=<dir> keeps the trace and a CPU profile.
const keep = process.env.PROFILE_OUT;

async function traced(page: Page, act: () => Promise<void>) {
  const client = await page.context().newCDPSession(page);
  await client.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await client.send("Profiler.enable");
  await client.send("Profiler.start");
  const events: TraceEvent[] = [];
  client.on("Tracing.dataCollected", ({ value }) => events.push(...(value as unknown as TraceEvent[])));
  const done = new Promise((resolve) => client.once("Tracing.tracingComplete", resolve));
  await client.send("Tracing.start", {
    categories: "devtools.timeline,disabled-by-default-devtools.timeline,v8.execute,blink.user_timing",
    transferMode: "ReportEvents",
  });
  await act();
  await client.send("Tracing.end");
  await done;
  const { profile } = await client.send("Profiler.stop");
  return { events, profile };
}

runOnListPage("profile", async (browser, storageState, url) => {
  const context = await browser.newContext({ storageState, viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  await page.addInitScript({ content: "window.__name = (fn) => fn;" });
  await page.addInitScript(countCommits);
  const opening = await traced(page, async () => {
    await page.goto(url);
    await page
      .getByTestId("list-element")
      .nth(ROWS - 1)
      .waitFor({ state: "attached", timeout: 120_000 });
    // The trace goes on while the images and the list's later calls arrive: their work is part of the opening.
    await page.waitForTimeout(3_000);
  });
  const openCommits = await page.evaluate(readCommits);
  const input = await page.getByLabel("Quantity (packages)").first().elementHandle();
  if (!input) throw new Error("no quantity input on the list");
  const edit = await traced(page, async () => {
    await input.focus();
    await page.keyboard.type("7");
    await page.keyboard.press("Enter");
    // The answer to the change and its render belong to the edit's trace.
    await page.waitForTimeout(1_500);
  });
  const editCommits = (await page.evaluate(readCommits)).slice(openCommits.length);
  const report = {
    opening: { ...traceSummary(opening.events), commits: openCommits },
    quantityEdit: { ...traceSummary(edit.events), commits: editCommits },
  };
  process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
  if (keep) {
    writeFileSync(path.join(keep, "list-open.cpuprofile"), JSON.stringify(opening.profile));
    writeFileSync(path.join(keep, "list-open.trace.json"), JSON.stringify(opening.events));
    writeFileSync(path.join(keep, "list-edit.cpuprofile"), JSON.stringify(edit.profile));
  }
  await context.close();
});
