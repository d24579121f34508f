import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { answer, refusal, renderInShell } from "../../lib/testing/render-in-shell";
// The product page's example answer: this screen finds its product with the same call.
import { exampleDetails } from "../catalogue";
import { ManageAvailabilityPage } from "./manage-availability-page";

/** The product (in edit mode), the countries, and the save, which records what it was sent. */
function availabilityApi(refusedWith?: string) {
  const sent: { method: string; body: unknown }[] = [];
  const fetcher = (async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? "GET";
    if (url.startsWith("/api/countries"))
      return answer(200, [{ id: 1, name: "Germany", title: "DE", subregion: null }]);
    if (url.startsWith("/api/products/details-by-title")) return answer(200, exampleDetails(false));
    const current = { productId: 9, partNumber: "8400009", mode: "EDIT", indicators: [] };
    if (method === "GET") return answer(200, current);
    sent.push({ method, body: JSON.parse(String(init.body)) });
    return refusedWith ? refusal(409, refusedWith, "Conflict") : answer(200, current);
  }) as unknown as typeof fetch;
  return { fetcher, sent };
}

describe("ManageAvailabilityPage", () => {
  it("opens description and link once a status is chosen, checks the form, then saves the global indicator", async () => {
    const api = availabilityApi();
    renderInShell(<ManageAvailabilityPage />, {
      fetcher: api.fetcher,
      path: "/availability/:productTitle",
      at: "/availability/Dialog%20iQ?subtitle=Haemodialysis",
    });
    fireEvent.click(await screen.findByRole("switch", { name: "Global indicator" }));
    const description = screen.getByRole("textbox", { name: "Description" });
    expect(description).toHaveProperty("disabled", true);

    fireEvent.click(screen.getByRole("radio", { name: "Not available" }));
    expect(description).toHaveProperty("disabled", false);
    fireEvent.change(description, { target: { value: "Recalled" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await screen.findByText("This field cannot be empty");
    expect(api.sent).toEqual([]);

    fireEvent.change(screen.getByRole("textbox", { name: "Link" }), {
      target: { value: "https://example.com/a" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await screen.findByText("Availability saved.");
    expect(api.sent).toEqual([
      {
        method: "PUT",
        body: {
          scope: "GLOBAL",
          status: "NOT_AVAILABLE",
          description: "Recalled",
          link: "https://example.com/a",
        },
      },
    ]);
  });

  it("shows an availability result key of a refused save as the specification's message", async () => {
    const api = availabilityApi("CANNOT_SET_MANY_PRODUCT_INDICATORS_FOR_ONE_COUNTRY");
    renderInShell(<ManageAvailabilityPage />, {
      fetcher: api.fetcher,
      path: "/availability/:productTitle",
      at: "/availability/Dialog%20iQ?subtitle=Haemodialysis",
    });
    fireEvent.click(await screen.findByRole("switch", { name: "Per-country indicators" }));
    fireEvent.click(screen.getByRole("radio", { name: "Warning" }));
    fireEvent.change(screen.getByRole("textbox", { name: "Description" }), { target: { value: "Few" } });
    fireEvent.change(screen.getByRole("textbox", { name: "Link" }), {
      target: { value: "https://example.com/b" },
    });
    fireEvent.click(screen.getByRole("checkbox", { name: "Germany" }));
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    const messages = await screen.findAllByText("Only one availability indicator can be set per country.");
    expect(messages.length).toBeGreaterThan(0);
    expect(api.sent).toEqual([
      {
        method: "PUT",
        body: {
          scope: "COUNTRY",
          status: "WARNING",
          description: "Few",
          link: "https://example.com/b",
          countryIds: [1],
        },
      },
    ]);
  });
});
