import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../http/app-env";
import { DomainError } from "../http/domain-error";

/** An injected fault for requests whose path matches `pattern` (a `*` matches any characters). */
export interface FaultRule {
  id: string;
  pattern: string;
  method?: string | undefined;
  status?: number | undefined;
  resultKey?: string | undefined;
  delayMs?: number | undefined;
  probability: number;
}

/** The header that injects a fault into one request: `status[:RESULT_KEY][;delay=ms]`, or only `delay=ms`. */
export const FAULT_HEADER = "x-mock-fault";

/** Turns a glob (`/api/products/*`) into an anchored regular expression. */
export function globToRegExp(glob: string): RegExp {
  const escaped = glob.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/\*/g, ".*");
  return new RegExp(`^${escaped}$`);
}

/** Parses the `X-Mock-Fault` header; undefined when it is malformed. */
export function parseFaultHeader(
  value: string,
): Omit<FaultRule, "id" | "pattern" | "probability"> | undefined {
  const [head = "", ...options] = value.split(";").map((part) => part.trim());
  const delay = [head, ...options].find((part) => part.startsWith("delay="));
  const delayMs = delay ? Number(delay.slice(6)) : undefined;
  if (delayMs !== undefined && !(delayMs >= 0)) return undefined;
  if (head.startsWith("delay=")) return { delayMs };
  const [statusText, resultKey] = head.split(":");
  const status = Number(statusText);
  if (!Number.isInteger(status) || status < 400 || status > 599) return undefined;
  return { status, resultKey: resultKey || undefined, delayMs };
}

/** The fault rules in force, changed through `/api/__dev/faults`. */
export class FaultRules {
  private rules: FaultRule[] = [];

  list(): FaultRule[] {
    return [...this.rules];
  }

  add(rule: FaultRule): void {
    this.rules.push(rule);
  }

  clear(): void {
    this.rules = [];
  }

  /** The first rule that matches the request and wins its dice roll. */
  pick(method: string, path: string, random: () => number): FaultRule | undefined {
    return this.rules.find(
      (rule) =>
        (!rule.method || rule.method.toUpperCase() === method) &&
        globToRegExp(rule.pattern).test(path) &&
        random() < rule.probability,
    );
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Delays and fails requests as the rules and the `X-Mock-Fault` header say (never /api/__dev). */
export function faultInjection(
  rules: FaultRules,
  random: () => number = Math.random,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.req.path.startsWith("/api/__dev")) return next();
    const header = c.req.header(FAULT_HEADER);
    const fault = header ? parseFaultHeader(header) : rules.pick(c.req.method, c.req.path, random);
    if (!fault) return next();
    if (fault.delayMs) await sleep(fault.delayMs);
    if (fault.status === undefined) return next();
    c.set("validation", "injected fault");
    throw new DomainError({
      kind: "injected",
      status: fault.status,
      resultKey: fault.resultKey ?? "INJECTED_FAULT",
      message: `Injected by the developer controls (${fault.status})`,
    });
  };
}
