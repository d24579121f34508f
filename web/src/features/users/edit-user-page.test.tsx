import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { answer, refusal, renderInShell } from "../../lib/testing/render-in-shell";
import { EditUserPage } from "./edit-user-page";
import { ADMIN_ACTOR, COUNTRIES, userDetails } from "./users-fixtures";

/** The API of one user whom another admin disables just before this admin's change arrives. */
function changedElsewhereApi() {
  let user = userDetails({ version: 3, enabled: true });
  const sent: unknown[] = [];
  const fetcher = (async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? "GET";
    if (url.startsWith("/api/countries"))
      return answer(
        200,
        COUNTRIES.map((c) => ({ ...c, subregion: null })),
      );
    if (method === "GET") return answer(200, user);
    sent.push(JSON.parse(String(init.body)));
    user = userDetails({ version: 4, enabled: false });
    return refusal(428, "OPTIMISTIC_LOCK", "Precondition Required");
  }) as unknown as typeof fetch;
  return { fetcher, sent };
}

describe("EditUserPage", () => {
  it("sends the version it shows; on 428 it says another admin changed the user and shows the saved state", async () => {
    const api = changedElsewhereApi();
    renderInShell(<EditUserPage />, {
      fetcher: api.fetcher,
      profile: ADMIN_ACTOR,
      path: "/users/edit-user/:userId",
      at: "/users/edit-user/5",
    });
    const enabled = await screen.findByRole("switch", { name: "Account enabled" });
    expect(enabled.getAttribute("aria-checked")).toBe("true");

    fireEvent.click(enabled);
    const dialog = await screen.findByRole("alertdialog", { name: "Disable the account?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Disable" }));

    await screen.findByText(/Another admin has just changed this user/);
    expect(api.sent).toEqual([{ enabled: false, version: 3 }]);
    await expect
      .poll(() => screen.getByRole("switch", { name: "Account enabled" }).getAttribute("aria-checked"))
      .toBe("false");
  });
});
