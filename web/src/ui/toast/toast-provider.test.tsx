import { TOAST_LIFE_MS } from "@catalogue/core/constants";
import { act, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderUi } from "../testing/render-ui";
import { ToastProvider, useToast } from "./toast-provider";

function Trigger({ message = "Saved" }: { message?: string }) {
  const toast = useToast();
  return (
    <button type="button" onClick={() => toast.show({ tone: "success", message })}>
      show {message}
    </button>
  );
}

describe("ToastProvider", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("shows a toast in a labelled region and removes it after 5 seconds", () => {
    renderUi(
      <ToastProvider>
        <Trigger />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole("button", { name: "show Saved" }));
    const region = screen.getByRole("region", { name: "Notifications" });
    expect(region.getAttribute("aria-live")).toBe("polite");
    expect(region.textContent).toContain("Saved");
    act(() => vi.advanceTimersByTime(TOAST_LIFE_MS - 1));
    expect(region.textContent).toContain("Saved");
    act(() => vi.advanceTimersByTime(1));
    expect(region.textContent).toBe("");
  });

  it("closes a toast at once from its close button", () => {
    renderUi(
      <ToastProvider>
        <Trigger />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole("button", { name: "show Saved" }));
    fireEvent.click(screen.getByRole("button", { name: "Close notification" }));
    expect(screen.getByRole("region", { name: "Notifications" }).textContent).toBe("");
  });

  it("stacks toasts, each with its own lifetime", () => {
    renderUi(
      <ToastProvider>
        <Trigger message="first" />
        <Trigger message="second" />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole("button", { name: "show first" }));
    act(() => vi.advanceTimersByTime(2000));
    fireEvent.click(screen.getByRole("button", { name: "show second" }));
    const region = screen.getByRole("region", { name: "Notifications" });
    expect(within(region).getAllByRole("button", { name: "Close notification" })).toHaveLength(2);
    act(() => vi.advanceTimersByTime(TOAST_LIFE_MS - 2000));
    expect(region.textContent).toBe("second");
  });

  it("refuses to work without a provider, naming what is missing", () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    expect(() => renderUi(<Trigger />)).toThrow("ToastProvider");
  });
});

describe("ToastProvider errors", () => {
  it("announces an error toast as an alert", () => {
    function ErrorTrigger() {
      const toast = useToast();
      return (
        <button type="button" onClick={() => toast.show({ tone: "error", message: "API error: Conflict" })}>
          fail
        </button>
      );
    }
    renderUi(
      <ToastProvider>
        <ErrorTrigger />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole("button", { name: "fail" }));
    expect(screen.getByRole("alert").textContent).toBe("API error: Conflict");
  });
});
