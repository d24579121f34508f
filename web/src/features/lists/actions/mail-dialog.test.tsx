import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderUi } from "../../../ui/testing/render-ui";
import { MailDialog, type MailDialogProps } from "./mail-dialog";

function render(overrides: Partial<MailDialogProps> = {}) {
  const onSend = vi.fn();
  renderUi(
    <MailDialog
      listTitle="Ward 3"
      history={["anna@catalogue.example", "ben@catalogue.example"]}
      showsFinancialChoice
      onSend={onSend}
      onClose={() => undefined}
      {...overrides}
    />,
  );
  return onSend;
}

const recipients = () => screen.getByRole("textbox", { name: /Recipients/ });
const send = () => fireEvent.click(screen.getByRole("button", { name: "Send" }));

describe("MailDialog", () => {
  it("refuses an address outside the maker's domain with the spec's message and sends nothing", () => {
    const onSend = render();
    fireEvent.change(recipients(), { target: { value: "anna@catalogue.example, buyer@hospital.example" } });
    send();

    expect(
      screen.getByText("buyer@hospital.example: The e-mail address must belong to catalogue.example"),
    ).toBeTruthy();
    expect(onSend).not.toHaveBeenCalled();
  });

  it("adds a history address from the suggestions and sends the note, format and choice", () => {
    const onSend = render();
    fireEvent.change(recipients(), { target: { value: "b" } });
    expect(screen.queryByRole("button", { name: "Add anna@catalogue.example" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Add ben@catalogue.example" }));
    fireEvent.change(screen.getByRole("textbox", { name: "Note" }), {
      target: { value: " For the tender " },
    });
    fireEvent.click(screen.getByRole("radio", { name: "Excel (XLSX)" }));
    send();

    expect(onSend).toHaveBeenCalledWith({
      recipients: ["ben@catalogue.example"],
      note: "For the tender",
      format: "xlsx",
      includeFinancial: false,
    });
  });

  it("shows the server's refusal of an address on the field", () => {
    render({ serverError: { address: "gone@catalogue.example", messageKey: "validation.invalidEmail" } });
    fireEvent.change(recipients(), { target: { value: "gone@catalogue.example" } });

    expect(screen.getByText("gone@catalogue.example: Enter a valid e-mail address")).toBeTruthy();
  });
});
