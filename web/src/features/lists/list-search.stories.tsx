import type { Meta, StoryObj } from "@storybook/react-vite";
import { useTranslation } from "react-i18next";
import { fn } from "storybook/test";
import { ListSearch, type ListSearchProps } from "./list-search";

/** The field with the list details' own texts, in the story's language. */
function ListDetailsSearch({ matching, ...props }: ListSearchProps & { matching?: number }) {
  const { t } = useTranslation();
  const status = matching === undefined ? "" : t("offline.listSearch.count", { shown: matching, total: 12 });
  return <ListSearch {...props} label={t("offline.listSearch.label")} status={status} />;
}

/**
 * The search inside a list (core spec 2.3): it narrows the rows the screen holds with core's rule, so it works
 * the same offline. While a text is typed, a status line says how many products match.
 *
 * **Do:** keep the totals and actions on the whole list; only the rows narrow.
 */
const meta = {
  component: ListDetailsSearch,
  args: { label: "", value: "", onChange: fn(), status: "" },
} satisfies Meta<typeof ListDetailsSearch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Matching: Story = { args: { value: "circuit", matching: 3 } };
