import { screen } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { renderUi } from "../../ui/testing/render-ui";
import { exampleViewer } from "../catalogue";
import { ListDetailsView, type ListDetailsViewProps } from "./list-details-view";
import { exampleList } from "./list-fixtures";

const props = (list: ListDetailsViewProps["state"]): ListDetailsViewProps => ({
  state: list,
  viewer: exampleViewer,
  showPrices: false,
  onEdit: () => undefined,
  onTogglePin: () => undefined,
  onQuantity: () => undefined,
  onCrp: () => undefined,
  onRemove: () => undefined,
});

const render = (state: ListDetailsViewProps["state"], language = "en") =>
  renderUi(
    <MemoryRouter>
      <ListDetailsView {...props(state)} />
    </MemoryRouter>,
    language,
  );

describe("ListDetailsView: the sharer's note", () => {
  it("shows a shared list's note with who wrote it", () => {
    const list = exampleList({ type: "privateShare", ownerName: "Karl Keyuser", note: "Check the hoses" });
    render({ kind: "ready", list, elements: [] }, "de");
    expect(screen.getByText("Check the hoses").tagName).toBe("BLOCKQUOTE");
    expect(screen.getByText("Notiz von Karl Keyuser")).toBeTruthy();
  });

  it("shows no note block on a personal list", () => {
    render({ kind: "ready", list: exampleList({ note: "left over" }), elements: [] });
    expect(screen.queryByText("left over")).toBeNull();
  });
});
