import { canSeePrices } from "@catalogue/core/access";
import type { ListElementView } from "@catalogue/core/api";
import type { ProductList } from "@catalogue/core/model";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../ui/button/button";
import { DownloadIcon, MailIcon } from "../../../ui/icons/icons";
import { useToast } from "../../../ui/toast/toast-provider";
import type { Viewer } from "../../catalogue";
import { HealthGate } from "./health-gate";
import { useRepriceTargets } from "./use-reprice-targets";

const ExportDialog = lazy(() => import("./export-dialog-container"));
const MailDialog = lazy(() => import("./mail-dialog-container"));
const RepriceDialog = lazy(() => import("./reprice-dialog-container"));

/** Props of ListActions. */
export type ListActionsProps = { list: ProductList; elements: readonly ListElementView[]; viewer: Viewer };

/**
 * Core spec 9 / supplement 7: what a list's reader does with it as a whole: export it, mail it, copy it as a
 * quote, copy it into another country the user holds. The dialogs are chunks of their own, loaded on the first
 * click; export and e-mail first warn of products that may not be quoted now (core spec 4.2, list health check).
 */
export function ListActions({ list, elements, viewer }: ListActionsProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const [open, setOpen] = useState<"export" | "mail" | "reprice" | null>(null);
  const prices = canSeePrices(viewer);
  const countries = useRepriceTargets(list);
  const copy = async () => {
    try {
      const { copyQuote } = await import("./copy-quote");
      await copyQuote(list, elements, viewer, t);
      toast.show({ tone: "success", message: t("lists.quote.copied") });
    } catch {
      toast.show({ tone: "error", message: t("lists.quote.failed") });
    }
  };
  return (
    <>
      <Button
        variant="secondary"
        icon={<DownloadIcon />}
        onClick={() => setOpen("export")}
        data-hint="list.export"
      >
        {t("lists.actions.export")}
      </Button>
      <Button variant="secondary" icon={<MailIcon />} onClick={() => setOpen("mail")}>
        {t("lists.actions.mail")}
      </Button>
      <Button variant="secondary" onClick={copy} disabled={elements.length === 0}>
        {t("lists.actions.quote")}
      </Button>
      {countries.length > 0 && (
        <Button variant="secondary" onClick={() => setOpen("reprice")}>
          {t("reprice.action")}
        </Button>
      )}
      <Suspense fallback={null}>
        {open === "export" && (
          <HealthGate
            listId={list.id}
            title={t("lists.export.title", { title: list.title })}
            onCancel={() => setOpen(null)}
          >
            <ExportDialog list={list} showsFinancialChoice={prices} onClose={() => setOpen(null)} />
          </HealthGate>
        )}
        {open === "mail" && (
          <HealthGate
            listId={list.id}
            title={t("lists.mail.title", { title: list.title })}
            onCancel={() => setOpen(null)}
          >
            <MailDialog list={list} showsFinancialChoice={prices} onClose={() => setOpen(null)} />
          </HealthGate>
        )}
        {open === "reprice" && (
          <RepriceDialog list={list} countries={countries} onClose={() => setOpen(null)} />
        )}
      </Suspense>
    </>
  );
}
