import type { HintId } from "@catalogue/core/hints";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { type ReactNode, useState } from "react";
import { HintPopover } from "./hint-popover";

/** What the story's stand-in control shows: the popover needs a real element to point at. */
const CONTROLS: Record<HintId, ReactNode> = {
  "finder.careAreas": <h2>Care area</h2>,
  "finder.deviceGroups": <h2>Device group</h2>,
  "search.filters": <h2>Filters</h2>,
  "search.sorting": <button type="button">Sort by: title</button>,
  "search.cardSize": <button type="button">Card size</button>,
  "product.favourite": <button type="button">Add to favourites</button>,
  "product.addToList": <button type="button">Add to list</button>,
  "list.quantities": <button type="button">Quantity: 2</button>,
  "list.crp": <button type="button">CRP (EUR): 12.50</button>,
  "list.export": <button type="button">Export</button>,
  "list.share": <button type="button">Share</button>,
  "users.table": <h2>Users</h2>,
};

/** A control with its hint, as the hint layer shows it on a screen. */
function HintBesideControl({ hint, hasNext }: { hint: HintId; hasNext: boolean }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <div style={{ padding: 16, minHeight: 320 }}>
      <div ref={setAnchor} style={{ display: "inline-block" }}>
        {CONTROLS[hint]}
      </div>
      {anchor && (
        <HintPopover
          hint={hint}
          anchor={anchor}
          hasNext={hasNext}
          onNext={() => undefined}
          onGotIt={() => undefined}
          onTurnOff={() => undefined}
        />
      )}
    </div>
  );
}

const meta = {
  component: HintBesideControl,
  args: { hint: "finder.careAreas", hasNext: false },
} satisfies Meta<typeof HintBesideControl>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FinderCareAreas: Story = { args: { hint: "finder.careAreas", hasNext: true } };
export const FinderDeviceGroups: Story = { args: { hint: "finder.deviceGroups" } };
export const SearchFilters: Story = { args: { hint: "search.filters", hasNext: true } };
export const SearchSorting: Story = { args: { hint: "search.sorting", hasNext: true } };
export const SearchCardSize: Story = { args: { hint: "search.cardSize", hasNext: true } };
export const ProductFavourite: Story = { args: { hint: "product.favourite", hasNext: true } };
export const ProductAddToList: Story = { args: { hint: "product.addToList" } };
export const ListQuantities: Story = { args: { hint: "list.quantities", hasNext: true } };
export const ListCrp: Story = { args: { hint: "list.crp", hasNext: true } };
export const ListExport: Story = { args: { hint: "list.export", hasNext: true } };
export const ListShare: Story = { args: { hint: "list.share" } };
export const UsersTable: Story = { args: { hint: "users.table" } };
