import type { ListSortingType } from "@catalogue/core/model";
import { useTranslation } from "react-i18next";
import { Select } from "../../../ui/select/select";

/** Core spec 4.1 (PUT sorting): the orders a user picks; CUSTOM comes from saving an own order. */
export const ELEMENT_SORTS = ["CREATED_AT", "PRODUCT_TITLE", "PRODUCT_GROUP"] as const;
export type ElementSort = (typeof ELEMENT_SORTS)[number];

/** Props of ElementSort. */
export type ElementSortProps = {
  value: ListSortingType;
  disabled?: boolean;
  onChange: (sorting: ElementSort) => void;
};

/** Core spec 4.1: the list's sort options for its products; a saved own order shows as "Own order". */
export function ElementSortSelect({ value, disabled, onChange }: ElementSortProps) {
  const { t } = useTranslation();
  const shown = value === "NAME" ? "PRODUCT_TITLE" : value;
  const options = [...ELEMENT_SORTS, ...(shown === "CUSTOM" ? (["CUSTOM"] as const) : [])].map((sorting) => ({
    value: sorting,
    label: t(`lists.elementSort.${sorting}`),
    disabled: sorting === "CUSTOM",
  }));
  return (
    <Select
      label={t("lists.elementSort.label")}
      value={shown}
      options={options}
      disabled={disabled}
      onChange={(sorting) => onChange(sorting as ElementSort)}
    />
  );
}
