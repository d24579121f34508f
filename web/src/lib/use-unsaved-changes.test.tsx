import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { I18nextProvider } from "react-i18next";
import { createMemoryRouter, Link, RouterProvider } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { createI18n } from "./i18n";
import { useUnsavedChanges } from "./use-unsaved-changes";

function Form() {
  const [dirty, setDirty] = useState(false);
  const dialog = useUnsavedChanges(dirty);
  return (
    <>
      <input aria-label="note" onChange={() => setDirty(true)} />
      <Link to="/elsewhere">leave</Link>
      <Link to="/form?sort=title">sort</Link>
      {dialog}
    </>
  );
}

function renderForm() {
  const router = createMemoryRouter(
    [
      { path: "/form", element: <Form /> },
      { path: "/elsewhere", element: <p>elsewhere</p> },
    ],
    { initialEntries: ["/form"] },
  );
  render(
    <I18nextProvider i18n={createI18n("en")}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
  return router;
}

describe("useUnsavedChanges", () => {
  it("lets a clean screen go without asking", async () => {
    renderForm();
    fireEvent.click(screen.getByText("leave"));
    expect(await screen.findByText("elsewhere")).toBeTruthy();
  });

  it("asks with the spec's message; Cancel stays, Leave goes", async () => {
    const router = renderForm();
    fireEvent.change(screen.getByLabelText("note"), { target: { value: "x" } });
    fireEvent.click(screen.getByText("leave"));
    const dialog = await screen.findByRole("alertdialog");
    expect(dialog.textContent).toContain("Are you sure you want to leave? Your progress will be lost.");
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(router.state.location.pathname).toBe("/form");
    expect(screen.queryByRole("alertdialog")).toBeNull();

    fireEvent.click(screen.getByText("leave"));
    fireEvent.click(await screen.findByRole("button", { name: "Leave" }));
    expect(await screen.findByText("elsewhere")).toBeTruthy();
  });

  it("does not ask when only the query changes", async () => {
    const router = renderForm();
    fireEvent.change(screen.getByLabelText("note"), { target: { value: "x" } });
    fireEvent.click(screen.getByText("sort"));
    // A blocked navigation would stay on "/form" with the dialog open: once the query has changed, it was not.
    await waitFor(() => expect(router.state.location.search).toBe("?sort=title"));
    expect(screen.queryByRole("alertdialog")).toBeNull();
  });
});
