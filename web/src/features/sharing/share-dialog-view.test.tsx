import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderUi } from "../../ui/testing/render-ui";
import { ShareDialogView, type ShareDialogViewProps } from "./share-dialog-view";
import { EMPTY_SHARE_FORM } from "./share-form-values";

const noop = () => undefined;
const props: ShareDialogViewProps = {
  listTitle: "Ward 3",
  kinds: ["colleagues", "partners"],
  kind: "colleagues",
  onKind: noop,
  values: EMPTY_SHARE_FORM,
  onChange: noop,
  errors: {},
  countries: [],
  subregions: [],
  search: { text: "", hints: undefined, loading: false },
  onSearch: noop,
  onNoteBlur: noop,
  onSubmit: noop,
  onClose: noop,
};

describe("ShareDialogView (core spec 5, share dialog)", () => {
  it("offers staff who are not Key users no country tab", () => {
    renderUi(<ShareDialogView {...props} />);
    expect(screen.getAllByRole("tab").map((tab) => tab.textContent)).toEqual(["Colleagues", "Partners"]);
  });

  it("shows the subregion message in German when the form says so", () => {
    renderUi(
      <ShareDialogView {...props} errors={{ targets: "validation.share.subregionWithoutCountry" }} />,
      "de",
    );
    expect(screen.getByRole("alert").textContent).toContain(
      "Mindestens einer der Subregionen ist kein Land zugewiesen",
    );
  });
});
