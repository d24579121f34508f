/** One event of a Chrome trace, as far as the summary reads it. */
export interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { data?: { frame?: string } };
}

/** Main-thread time of a trace, in ms: long tasks, their blocking time, and the time by kind of work. */
export interface TraceSummary {
  longTasks: number[];
  blockingMs: number;
  byCategory: Record<string, number>;
}

// DevTools' own grouping of the main thread's events (Performance panel, "Summary").
const CATEGORIES: Record<string, string> = {
  FunctionCall: "script",
  EvaluateScript: "script",
  "v8.compile": "script",
  "v8.compileModule": "script",
  EventDispatch: "script",
  TimerFire: "script",
  FireAnimationFrame: "script",
  RunMicrotasks: "script",
  MinorGC: "garbage collection",
  MajorGC: "garbage collection",
  "V8.GC_SCAVENGER": "garbage collection",
  UpdateLayoutTree: "style and layout",
  Layout: "style and layout",
  PrePaint: "paint",
  Paint: "paint",
  Layerize: "paint",
  ParseHTML: "parse HTML",
  ParseAuthorStyleSheet: "parse CSS",
};

const round = (ms: number) => Math.round(ms * 10) / 10;

/**
 * The renderer's main thread is the one that runs the page's tasks the longest; tasks are `RunTask` events there,
 * and each named event is counted once, not again inside a parent of the same category.
 */
export function traceSummary(events: readonly TraceEvent[]): TraceSummary {
  const complete = events.filter((event) => event.ph === "X" && event.dur !== undefined);
  const tasks = complete.filter((event) => event.name === "RunTask");
  const perThread = new Map<string, number>();
  for (const task of tasks) {
    const key = `${task.pid}:${task.tid}`;
    perThread.set(key, (perThread.get(key) ?? 0) + (task.dur ?? 0));
  }
  const main = [...perThread.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
  const onMain = complete.filter((event) => `${event.pid}:${event.tid}` === main);
  const longTasks = onMain
    .filter((event) => event.name === "RunTask" && (event.dur ?? 0) > 50_000)
    .map((event) => round((event.dur ?? 0) / 1000));
  const byCategory: Record<string, number> = {};
  const open: { end: number; category: string }[] = [];
  for (const event of [...onMain].sort((a, b) => a.ts - b.ts)) {
    const category = CATEGORIES[event.name];
    if (!category) continue;
    while (open.length > 0 && (open.at(-1)?.end ?? 0) <= event.ts) open.pop();
    if (!open.some((parent) => parent.category === category))
      byCategory[category] = round((byCategory[category] ?? 0) + (event.dur ?? 0) / 1000);
    open.push({ end: event.ts + (event.dur ?? 0), category });
  }
  return {
    longTasks,
    blockingMs: round(longTasks.reduce((sum, ms) => sum + ms - 50, 0)),
    byCategory,
  };
}

type Fiber = {
  tag: number;
  flags: number;
  child: Fiber | null;
  sibling: Fiber | null;
  alternate: Fiber | null;
};

/**
 * In the page, before React loads: a stand-in for the React DevTools hook that counts, per commit, the components
 * whose function ran, the way React DevTools tells them (a new fiber, or React's PerformedWork flag on one whose
 * parent's children changed; a subtree whose children are the same objects was skipped).
 */
export function countCommits(): void {
  const commits: number[] = [];
  Object.assign(window, { listCommits: commits });
  // Function (0), forwardRef (11) and memo (14, 15) components.
  const isComponent = (fiber: Fiber) => [0, 11, 14, 15].includes(fiber.tag);
  const rendered = (next: Fiber, previous: Fiber | null): number => {
    let count = isComponent(next) && (previous === null || (next.flags & 1) === 1) ? 1 : 0;
    if (previous !== null && next.child === previous.child) return count;
    for (let child = next.child; child; child = child.sibling)
      count += rendered(child, previous === null ? null : child.alternate);
    return count;
  };
  Object.assign(window, {
    __REACT_DEVTOOLS_GLOBAL_HOOK__: {
      supportsFiber: true,
      renderers: new Map(),
      inject: () => 1,
      onCommitFiberRoot: (_id: number, root: { current: Fiber }) =>
        commits.push(rendered(root.current, root.current.alternate)),
      onCommitFiberUnmount: () => undefined,
      onPostCommitFiberRoot: () => undefined,
      checkDCE: () => undefined,
    },
  });
}

/** What `countCommits` saw: components rendered per commit, in order. */
export function readCommits(): number[] {
  return [...(window as unknown as { listCommits: number[] }).listCommits];
}
