import { systemCalls } from "@catalogue/core/api/catalogue/calls/system.calls";
import { fireEvent, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { WAIT } from "../../ui/testing/wait-limit";
import { answer, fakeApi, refusal, renderInShell } from "../testing/render-in-shell";
import { callKey } from "./call-key";
import { ensureCall } from "./ensure-call";
import { usePrefetchCall } from "./prefetch-call";
import { queryClient } from "./query-client";
import { useCallQuery } from "./use-call-query";

function Version() {
  const health = useCallQuery(systemCalls.health, {});
  return <p>{health.data ? `version ${health.data.version}` : "loading"}</p>;
}

/** A link that prefetches on hover and focus, and opens the version when clicked. */
function HoverThenOpen() {
  const prefetch = usePrefetchCall();
  const [open, setOpen] = useState(false);
  if (open) return <Version />;
  return (
    <button
      type="button"
      onMouseEnter={() => prefetch(systemCalls.health, {})}
      onFocus={() => prefetch(systemCalls.health, {})}
      onClick={() => setOpen(true)}
    >
      open
    </button>
  );
}

describe("usePrefetchCall", () => {
  it("fetches on hover, so the screen opened next shows the answer without asking again", async () => {
    const api = fakeApi(() => answer(200, { status: "ok", version: "1.4.0" }));
    const { client } = renderInShell(<HoverThenOpen />, { fetcher: api.fetcher });
    const button = await screen.findByRole("button", { name: "open" });
    fireEvent.mouseEnter(button);
    fireEvent.focus(button);
    await vi.waitFor(() => expect(client.getQueryData(callKey(systemCalls.health, {}))).toBeDefined(), WAIT);
    fireEvent.click(button);
    expect(screen.getByText("version 1.4.0")).toBeTruthy();
    expect(api.requests).toEqual(["GET /health"]);
  });

  it("drops a failed prefetch without telling the user: the screen's own query asks again", async () => {
    let healthy = false;
    const api = fakeApi(() =>
      healthy ? answer(200, { status: "ok", version: "1.4.0" }) : refusal(409, "SOMETHING_NEW", "Conflict"),
    );
    const { client } = renderInShell(<HoverThenOpen />, { fetcher: api.fetcher });
    fireEvent.mouseEnter(await screen.findByRole("button", { name: "open" }));
    await vi.waitFor(
      () => expect(client.getQueryState(callKey(systemCalls.health, {}))?.status).toBe("error"),
      WAIT,
    );
    healthy = true;
    fireEvent.click(screen.getByRole("button", { name: "open" }));
    await screen.findByText("version 1.4.0");
    expect(screen.queryByText("API error: 409 Conflict")).toBeNull();
  });
});

describe("ensureCall (route loaders)", () => {
  afterEach(() => {
    queryClient.clear();
    vi.unstubAllGlobals();
  });

  it("calls once and keeps the answer in the app's cache under the call's key", async () => {
    const api = fakeApi(() => answer(200, { status: "ok", version: "2.0.0" }));
    vi.stubGlobal("fetch", api.fetcher);
    expect(await ensureCall(systemCalls.health, {})).toEqual({ status: "ok", version: "2.0.0" });
    expect(await ensureCall(systemCalls.health, {})).toEqual({ status: "ok", version: "2.0.0" });
    expect(api.requests).toEqual(["GET /health"]);
    expect(queryClient.getQueryData(callKey(systemCalls.health, {}))).toEqual({
      status: "ok",
      version: "2.0.0",
    });
  });

  it("rejects with the typed failure, for the loader to hand to the error policy", async () => {
    vi.stubGlobal("fetch", fakeApi(() => refusal(403, "INSUFFICIENT_PERMISSIONS")).fetcher);
    await expect(ensureCall(systemCalls.health, {})).rejects.toMatchObject({
      _tag: "Forbidden",
      resultKey: "INSUFFICIENT_PERMISSIONS",
    });
  });
});
