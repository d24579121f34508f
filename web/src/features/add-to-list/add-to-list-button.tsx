import type { ProductCard } from "@catalogue/core/api";
import { useTranslation } from "react-i18next";
import { IconButton } from "../../ui/icon-button/icon-button";
import { ListIcon } from "../../ui/icons/icons";
import { useAddToList } from "./add-to-list-context";

/**
 * The "add to list" button of cards and the detail page; it opens the shell's dialog. Without the
 * provider (stories of a card alone) it is shown disabled.
 */
export function AddToListButton({ product }: { product: ProductCard }) {
  const { t } = useTranslation();
  const open = useAddToList();
  if (!open) return <IconButton label={t("catalogue.addToList.unavailable")} icon={<ListIcon />} disabled />;
  return (
    <IconButton
      label={t("catalogue.addToList.open", { title: product.title })}
      icon={<ListIcon />}
      aria-haspopup="dialog"
      data-hint="product.addToList"
      onClick={() => open(product)}
    />
  );
}
