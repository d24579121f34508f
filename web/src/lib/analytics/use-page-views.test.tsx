import { act, render } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { afterEach, describe, expect, it } from "vitest";
import { recordingAnalytics } from "./analytics-port";
import { writeConsent } from "./consent-storage";
import { usePageViews } from "./use-page-views";

function track(userId: string) {
  const port = recordingAnalytics();
  function Tracker() {
    usePageViews(port, userId);
    return null;
  }
  const router = createMemoryRouter([{ path: "*", element: <Tracker /> }], { initialEntries: ["/"] });
  render(<RouterProvider router={router} />);
  return { port, router };
}

afterEach(() => {
  localStorage.clear();
});

describe("page views", () => {
  it("reports one view per new path, with the title, and none for a change of the query alone", async () => {
    writeConsent("7", "ACCEPTED");
    const { port, router } = track("7");
    document.title = "Settings | Product Catalogue";
    await act(() => router.navigate("/settings"));
    await act(() => router.navigate("/settings?tab=mail"));
    await act(() => router.navigate("/settings"));
    expect(port.views).toEqual([
      { path: "/", title: expect.any(String) },
      { path: "/settings", title: "Settings | Product Catalogue" },
    ]);
  });

  it.each(["REJECTED", undefined] as const)("reports nothing without consent (%s)", async (decision) => {
    if (decision) writeConsent("7", decision);
    const { port, router } = track("7");
    await act(() => router.navigate("/p/variant/1"));
    expect(port.views).toEqual([]);
  });

  it("keeps each user's decision apart", async () => {
    writeConsent("8", "ACCEPTED");
    const { port } = track("7");
    expect(port.views).toEqual([]);
  });
});
