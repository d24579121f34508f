import { render } from "ink";
import type { ReactElement } from "react";

/** Prints a static Ink view once (no live updates) and lets the process go on. */
export async function renderOnce(view: ReactElement): Promise<void> {
  const instance = render(view, { patchConsole: false, exitOnCtrlC: false });
  instance.unmount();
  await instance.waitUntilExit();
}
