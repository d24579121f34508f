import type { ProductList } from "@catalogue/core/model";
import { useTranslation } from "react-i18next";
import { useToast } from "../../../ui/toast/toast-provider";
import { ExportDialog } from "./export-dialog";
import { useListExport } from "./use-list-export";

/** Props of ExportDialogContainer. */
export type ExportDialogContainerProps = {
  list: ProductList;
  showsFinancialChoice: boolean;
  onClose: () => void;
};

/** Core spec 9: the export dialog of one list with its download (a lazy chunk of the list details route). */
export default function ExportDialogContainer({
  list,
  showsFinancialChoice,
  onClose,
}: ExportDialogContainerProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const exporter = useListExport(list, () => {
    toast.show({ tone: "success", message: t("lists.export.done") });
    onClose();
  });
  return (
    <ExportDialog
      listTitle={list.title}
      showsFinancialChoice={showsFinancialChoice}
      phase={exporter.phase}
      onDownload={exporter.start}
      onCancel={exporter.cancel}
      onClose={onClose}
    />
  );
}
