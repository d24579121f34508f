import { writeFileSync } from "node:fs";
import { Session } from "node:inspector/promises";

/**
 * Starts the V8 profiler when `file` is set, so a measurement can profile its timed loop alone (not the start-up
 * and warm-up a `node --cpu-prof` profile is mostly made of). The returned function stops it and writes the profile,
 * for Chrome's DevTools or speedscope.
 */
export async function startCpuProfile(file: string | undefined): Promise<() => Promise<void>> {
  if (!file) return async () => undefined;
  const session = new Session();
  session.connect();
  await session.post("Profiler.enable");
  await session.post("Profiler.start");
  return async () => {
    const { profile } = await session.post("Profiler.stop");
    writeFileSync(file, JSON.stringify(profile));
    session.disconnect();
  };
}
