import { fireEvent, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it, vi } from "vitest";
import { renderUi } from "../../ui/testing/render-ui";
import { EditScpUserView, type EditScpUserViewProps } from "./edit-scp-user-view";
import { ADMIN_ACTOR, COUNTRIES, KEY_USER_ACTOR, userDetails } from "./users-fixtures";

const partner = userDetails({
  id: 8,
  name: "Peter",
  surname: "Pending",
  userType: "EXTERNAL",
  role: "SALES_CHANNEL_PARTNER",
  scpStatus: "PENDING",
  countryId: null,
  country: null,
  roles: [],
});

function renderView(overrides: Partial<EditScpUserViewProps> = {}) {
  const props: EditScpUserViewProps = {
    user: partner,
    actor: ADMIN_ACTOR,
    companies: [{ id: 3, name: "Partner GmbH" }],
    countries: COUNTRIES,
    state: "reviewing",
    form: { companyId: null, organizationRole: null, countryIds: [] },
    fieldErrors: [],
    errorKey: undefined,
    onCompany: vi.fn(),
    onFunction: vi.fn(),
    onCountries: vi.fn(),
    onApprove: vi.fn(),
    onReject: vi.fn(),
    backTo: "/users?type=external",
    ...overrides,
  };
  renderUi(
    <MemoryRouter>
      <EditScpUserView {...props} />
    </MemoryRouter>,
  );
  return props;
}

describe("EditScpUserView", () => {
  it("says Missing country for a partner without one", () => {
    renderView();
    expect(screen.getByText("Missing country")).toBeTruthy();
  });

  it("shows the machine's field errors with the specification's messages", () => {
    renderView({
      fieldErrors: [
        { field: "companyId", messageKey: "validation.scpActivation.companyRequired" },
        { field: "countryIds", messageKey: "validation.scpActivation.countryRequired" },
      ],
    });
    expect(screen.getByText("Company is required to activate account")).toBeTruthy();
    expect(
      screen.getByText("A user needs access to at least one country to activate an account"),
    ).toBeTruthy();
  });

  it("sends the choices and the decision as machine events", () => {
    const props = renderView({ form: { companyId: null, organizationRole: null, countryIds: [33] } });
    fireEvent.change(screen.getByRole("combobox", { name: /^Company/ }), { target: { value: "3" } });
    expect(props.onCompany).toHaveBeenCalledWith(3);
    fireEvent.change(screen.getByRole("combobox", { name: /^Function/ }), { target: { value: "SERVICE" } });
    expect(props.onFunction).toHaveBeenCalledWith("SERVICE");
    fireEvent.click(screen.getByRole("checkbox", { name: "Germany" }));
    expect(props.onCountries).toHaveBeenCalledWith([33, 49]);
    fireEvent.click(screen.getByRole("button", { name: "Approve" }));
    expect(props.onApprove).toHaveBeenCalled();
    fireEvent.click(screen.getByRole("button", { name: "Reject" }));
    expect(props.onReject).toHaveBeenCalled();
  });

  it("offers a Key user only their own countries", () => {
    renderView({ actor: KEY_USER_ACTOR });
    expect(screen.getAllByRole("checkbox").map((box) => box.parentElement?.textContent)).toEqual(["Germany"]);
  });

  it("closes the review once decided, saying what happened", () => {
    renderView({ state: "activated" });
    expect(screen.getByRole("status").textContent).toBe(
      "Peter Pending is approved and can now use the catalogue.",
    );
    expect(screen.queryByRole("button", { name: "Approve" })).toBeNull();
  });
});
