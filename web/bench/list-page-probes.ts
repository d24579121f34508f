import type { Browser, Page } from "@playwright/test";

/** What one opening of a long list measured in the browser, in ms. */
export interface ListOpening {
  /** From the list's and its elements' answers to the frame that shows the first rows (two animation frames later). */
  firstRowsMs: number;
  /** From the list's and its elements' answers to the frame that shows every row (two animation frames later). */
  renderMs: number;
  /** Main-thread time over 50 ms per long task after the data arrived (Total Blocking Time of that stretch). */
  blockingMs: number;
}

/** What typing a quantity measured: the longest event (Event Timing: input delay, handlers and the next paint). */
export interface QuantityEdit {
  longestEventMs: number;
}

/** What scrolling the whole list measured: frame gaps while the wheel moves it down. */
export interface Scrolling {
  frames: number;
  p95FrameMs: number;
  /** Frames over 50 ms, the ones a user sees as a stutter. */
  longFrames: number;
}

/** BENCH_CPU_SLOWDOWN=4 slows the page's CPU as Lighthouse's mobile setting does (DevTools' CPU throttling). */
export const cpuSlowdown = Number(process.env.BENCH_CPU_SLOWDOWN ?? 1);

/**
 * In the page, before the app's own scripts: watches for the rows to appear and for long tasks, so the first
 * opening is measured like the others.
 */
function watchOpening(expectedRows: number): void {
  // Per milestone: -1 not yet seen; -2 seen, waiting for the paint; above, painted at that time.
  const state = {
    longTasks: [] as { start: number; duration: number }[],
    rowsShownAt: -1,
    firstRowsShownAt: -1,
  };
  Object.assign(window, { listBench: state });
  new PerformanceObserver((entries) => {
    for (const entry of entries.getEntries())
      state.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: "longtask", buffered: true });
  // Rows in the DOM are painted two frames later.
  const afterPaint = (done: (now: number) => void) =>
    requestAnimationFrame(() => requestAnimationFrame(() => done(performance.now())));
  const check = () => {
    const rows = document.querySelectorAll('[data-testid="list-element"]').length;
    if (state.firstRowsShownAt === -1 && rows > 0) {
      state.firstRowsShownAt = -2;
      afterPaint((now) => {
        state.firstRowsShownAt = now;
      });
    }
    if (state.rowsShownAt === -1 && rows >= expectedRows) {
      state.rowsShownAt = -2;
      afterPaint((now) => {
        state.rowsShownAt = now;
      });
    }
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true });
}

/** Opens the list once in a fresh page and reads what `watchOpening` saw. */
export async function openList(browser: Browser, storageState: string, url: string, expected: number) {
  const context = await browser.newContext({ storageState, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  if (cpuSlowdown > 1) {
    const client = await context.newCDPSession(page);
    await client.send("Emulation.setCPUThrottlingRate", { rate: cpuSlowdown });
  }
  // tsx compiles this file keeping function names (`__name(fn, "name")`); the page needs that helper too.
  await page.addInitScript({ content: "window.__name = (fn) => fn;" });
  await page.addInitScript(watchOpening, expected);
  await page.goto(url);
  try {
    await page.waitForFunction(() => (window as unknown as ListBenchWindow).listBench.rowsShownAt > 0, null, {
      timeout: 60_000,
    });
  } catch (error) {
    const rows = await page.getByTestId("list-element").count();
    throw new Error(`${rows} of ${expected} rows shown at ${page.url()}: ${String(error)}`);
  }
  const opening = await page.evaluate(readOpening);
  return { page, context, opening };
}

type ListBenchWindow = {
  listBench: {
    longTasks: { start: number; duration: number }[];
    rowsShownAt: number;
    firstRowsShownAt: number;
  };
};

function readOpening(): ListOpening {
  const { longTasks, rowsShownAt, firstRowsShownAt } = (window as unknown as ListBenchWindow).listBench;
  // The two answers the rows are made of: the list and its elements (later calls, such as its health, are not).
  const listId = location.pathname.split("/").at(-1);
  const answers = performance.getEntriesByType("resource").filter((entry) => {
    const { pathname } = new URL(entry.name);
    return (
      pathname === `/api/product-lists/${listId}` || pathname === `/api/product-lists/list-elements/${listId}`
    );
  });
  const dataAt = Math.max(...answers.map((entry) => (entry as PerformanceResourceTiming).responseEnd));
  const blockingMs = longTasks
    .filter((task) => task.start + task.duration > dataAt)
    .reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0);
  return { firstRowsMs: firstRowsShownAt - dataAt, renderMs: rowsShownAt - dataAt, blockingMs };
}

/** Types a new quantity into the first row and reads the longest event the Event Timing API reported. */
export async function editQuantity(page: Page, value: number): Promise<QuantityEdit> {
  // Found once, before measuring: resolving a label among 200 rows is Playwright's own work on the page's main
  // thread and would count as the app's event time.
  const input = await page.getByLabel("Quantity (packages)").first().elementHandle();
  if (!input) throw new Error("no quantity input on the list");
  await page.evaluate(() => {
    const seen: number[] = [];
    Object.assign(window, { eventDurations: seen });
    new PerformanceObserver((entries) => {
      for (const entry of entries.getEntries()) seen.push(entry.duration);
    }).observe({ type: "event", durationThreshold: 16 } as PerformanceObserverInit);
  });
  await input.fill(String(value));
  await page.keyboard.press("Enter");
  await page.getByTestId("line-total").first().waitFor();
  // Event entries are delivered after the next paint; one more frame flushes them.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0))));
  const durations = await page.evaluate(
    () => (window as unknown as { eventDurations: number[] }).eventDurations,
  );
  return { longestEventMs: Math.max(0, ...durations) };
}

/** Scrolls from the top to the bottom with the wheel and measures the gaps between animation frames. */
export async function scrollThrough(page: Page): Promise<Scrolling> {
  await page.evaluate(() => {
    const gaps: number[] = [];
    let last = performance.now();
    const frame = (now: number) => {
      gaps.push(now - last);
      last = now;
      if ((window as unknown as { scrolling?: boolean }).scrolling !== false) requestAnimationFrame(frame);
    };
    Object.assign(window, { frameGaps: gaps, scrolling: true });
    requestAnimationFrame(frame);
  });
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += 600) await page.mouse.wheel(0, 600);
  const gaps = await page.evaluate(() => {
    Object.assign(window, { scrolling: false });
    return (window as unknown as { frameGaps: number[] }).frameGaps;
  });
  const sorted = [...gaps].sort((a, b) => a - b);
  return {
    frames: gaps.length,
    p95FrameMs: sorted[Math.floor(sorted.length * 0.95)] ?? 0,
    longFrames: gaps.filter((gap) => gap > 50).length,
  };
}
