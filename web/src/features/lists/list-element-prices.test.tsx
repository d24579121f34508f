import type { ListPriceColumns } from "@catalogue/core/access";
import { fireEvent, screen, within } from "@testing-library/react";
import { useTranslation } from "react-i18next";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { renderUi } from "../../ui/testing/render-ui";
import { exampleCard, exampleViewer } from "../catalogue";
import { ListDetailsView } from "./list-details-view";
import { ListElementPrices, type ListElementPricesProps } from "./list-element-prices";
import { exampleElement, exampleList, withCorridor } from "./list-fixtures";
import { useTypedPrices } from "./use-typed-prices";

const element = exampleElement(1, withCorridor(exampleCard()));
const money = (amount: number) => `€${amount.toFixed(2)}`;
/** The prices with the translation a row hands them. */
function Prices(props: Omit<ListElementPricesProps, "t">) {
  const { t } = useTranslation();
  return <ListElementPrices {...props} t={t} />;
}
const renderPrices = (columns: ListPriceColumns, typedCrp?: number) =>
  renderUi(<Prices element={element} columns={columns} typedCrp={typedCrp} money={money} />);
const value = (testId: string) => screen.getByTestId(testId).textContent;

describe("ListElementPrices (core spec 2.3 / 6)", () => {
  it("shows an Advanced user the prices, the corridor and the GGP rating as text", () => {
    renderPrices({ prices: true, ggp: "text" });
    expect(value("price-crp-net")).toBe("€120.00");
    expect(value("price-local")).toBe("€135.00");
    expect(value("price-global")).toBe("€128.00");
    expect(value("price-corridor")).toBe("€100.00 to €130.00");
    expect(value("price-difference")).toBe("Acceptable");
    expect(screen.queryByTestId("corridor-flag")).toBeNull();
  });

  it("shows a Key user the difference to the GGP unit price as a percentage", () => {
    renderPrices({ prices: true, ggp: "percentage" });
    // (120 - 110) / 120 = 8.3 %, rounded.
    expect(value("price-difference")).toBe("8 %");
  });

  it("shows Basic plus the prices without corridor or difference", () => {
    renderPrices({ prices: true, ggp: "none" });
    expect(value("price-crp-net")).toBe("€120.00");
    expect(screen.queryByTestId("price-corridor")).toBeNull();
    expect(screen.queryByTestId("price-difference")).toBeNull();
  });

  it("renders nothing for a role without prices", () => {
    const { container } = renderPrices({ prices: false, ggp: "none" });
    expect(container.textContent).toBe("");
  });

  it("flags a typed CRP outside the corridor, from the typed price", () => {
    renderPrices({ prices: true, ggp: "text" }, 150);
    expect(value("price-crp-net")).toBe("€150.00");
    expect(screen.getByTestId("corridor-flag").textContent).toBe("Outside the GGP corridor");
  });
});

function TypingList() {
  const typed = useTypedPrices();
  const second = exampleElement(2, withCorridor(exampleCard({ id: 2, title: "Hose H" })));
  return (
    <MemoryRouter>
      <ListDetailsView
        state={{ kind: "ready", list: exampleList(), elements: [element, second] }}
        viewer={{ ...exampleViewer, role: "KEY_USER" }}
        showPrices
        typedPrices={typed.typed}
        onCrpTyping={typed.type}
        onCrp={typed.settle}
        onEdit={() => undefined}
        onTogglePin={() => undefined}
        onQuantity={() => undefined}
        onRemove={() => undefined}
      />
    </MemoryRouter>
  );
}

describe("price corridor guard on the list (core spec 2.3 / 9)", () => {
  it("flags the row and counts it in the totals while the CRP is typed, before any commit", () => {
    renderUi(<TypingList />);
    const [first] = screen.getAllByTestId("list-element");
    expect(screen.getByTestId("list-outside-corridor").textContent).toBe("0");

    fireEvent.change(within(first as HTMLElement).getByLabelText("CRP (EUR)"), { target: { value: "150" } });

    expect(within(first as HTMLElement).getByTestId("corridor-flag")).toBeTruthy();
    expect(first?.getAttribute("data-outside-corridor")).toBe("true");
    expect(screen.getByTestId("list-outside-corridor").textContent).toBe("1");
  });

  it("shows the GGP total to a Key user", () => {
    renderUi(<TypingList />);
    expect(screen.getByTestId("list-total-ggp")).toBeTruthy();
  });
});
