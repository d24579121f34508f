import type { ProductIndicators } from "@catalogue/core/api";
import { availabilityAdminCalls } from "@catalogue/core/api/catalogue/calls/availability-admin.calls";
import { productCalls } from "@catalogue/core/api/catalogue/calls/products.calls";
import { referenceDataCalls } from "@catalogue/core/api/catalogue/calls/reference-data.calls";
import { runCall } from "@catalogue/core/api/client";
import { type AvailabilitySaveRequest, availabilityMachine } from "@catalogue/core/machines";
import { useQueryClient } from "@tanstack/react-query";
import { useMachine } from "@xstate/react";
import { useEffect, useMemo, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useParams, useSearchParams } from "react-router-dom";
import { fromPromise } from "xstate";
import { entryKey, useCallQuery, useClientConfig, useReportCallFailure } from "../../lib/server-state";
import { useToast } from "../../ui/toast/toast-provider";
import * as styles from "./availability-admin.css";
import { type AvailabilityModeName, ManageAvailabilityView } from "./manage-availability-view";

/** The manage availability route: finds the product by title and subtitle, then runs core's availability machine. */
export function ManageAvailabilityPage() {
  const { t } = useTranslation();
  const title = useParams().productTitle ?? "";
  const subtitle = useSearchParams()[0].get("subtitle") ?? "";
  const product = useCallQuery(productCalls.detailsByTitle, { query: { title, subtitle } });
  const id = product.data?.id;
  const indicators = useCallQuery(
    availabilityAdminCalls.get,
    { params: { id: id ?? 0 } },
    { enabled: id !== undefined },
  );
  if (!product.data || !indicators.data)
    return (
      <div className={styles.page}>
        <p role={product.isError || indicators.isError ? "alert" : "status"}>
          {t(product.isError || indicators.isError ? "availabilityAdmin.failed" : "system.loading")}
        </p>
      </div>
    );
  return (
    <AvailabilityEditor
      key={product.data.id}
      productTitle={[product.data.title, product.data.subtitle].filter(Boolean).join(" ")}
      current={indicators.data}
    />
  );
}

function useSaveAvailability(productId: number) {
  const config = useClientConfig();
  const report = useReportCallFailure();
  const client = useQueryClient();
  return async (request: AvailabilitySaveRequest): Promise<void> => {
    const params = { id: productId };
    try {
      if (request.mode === "edit")
        await runCall(config, availabilityAdminCalls.remove, { params, query: {} });
      else {
        const { scope: _scope, ...indicator } = request.indicator;
        const body =
          request.mode === "global"
            ? { ...indicator, scope: "GLOBAL" as const }
            : { ...indicator, scope: "COUNTRY" as const, countryIds: request.countryIds };
        await runCall(config, availabilityAdminCalls.replace, { params, body });
      }
    } catch (error) {
      // Core's policy (during availability) says what the user sees; the machine keeps the form as it was.
      report(error, { during: "availability", keepsScreen: true });
      throw error;
    } finally {
      await client.invalidateQueries({ queryKey: entryKey(availabilityAdminCalls.get) });
      await client.invalidateQueries({ queryKey: entryKey(productCalls.availabilityIndicators) });
    }
  };
}

function AvailabilityEditor({ productTitle, current }: { productTitle: string; current: ProductIndicators }) {
  const { t } = useTranslation();
  const toast = useToast();
  const countries = useCallQuery(referenceDataCalls.countries, {}, { keepsScreen: true });
  const save = useSaveAvailability(current.productId);
  // The machine is made once per product (the editor is keyed by product); it reaches the newest save and toast
  // through a ref, as both change identity on every render.
  const latest = useRef({ save, toast, t });
  latest.current = { save, toast, t };
  const machine = useMemo(
    () =>
      availabilityMachine.provide({
        actors: { saveAvailability: fromPromise(({ input }) => latest.current.save(input)) },
        actions: {
          notifySaved: () =>
            latest.current.toast.show({
              tone: "success",
              message: latest.current.t("availabilityAdmin.saved"),
            }),
        },
      }),
    [],
  );
  const [snapshot, send] = useMachine(machine);
  useStartFrom(current, send);
  const context = snapshot.context;
  const mode: AvailabilityModeName = context.globalIndicator
    ? "global"
    : context.countryIndicator
      ? "country"
      : "edit";
  return (
    <ManageAvailabilityView
      productTitle={productTitle}
      partNumber={current.partNumber}
      current={current}
      countries={countries.data}
      mode={mode}
      indicator={context.globalIndicator ?? context.countryIndicator}
      countryIds={context.countryIndicator?.countryIds ?? []}
      fieldErrors={context.fieldErrors}
      errorKey={context.errorReaction?.kind === "toast" ? context.errorReaction.messageKey : undefined}
      saving={snapshot.matches("saving")}
      send={send}
    />
  );
}

type Send = ReturnType<typeof useMachine<typeof availabilityMachine>>[1];

/** The machine starts in edit mode; the product's saved indicators are replayed into it once, as events. */
function useStartFrom(current: ProductIndicators, send: Send) {
  const started = useRef(false);
  useEffect(() => {
    const first = current.indicators[0];
    if (started.current || current.mode === "EDIT" || !first) return;
    started.current = true;
    send({ type: current.mode === "GLOBAL" ? "availability.enableGlobal" : "availability.enableCountry" });
    send({ type: "indicator.statusChosen", status: first.status });
    send({ type: "indicator.descriptionChanged", description: first.description });
    send({ type: "indicator.linkChanged", link: first.link ?? "" });
    if (current.mode === "CUSTOM") {
      const ids = current.indicators.flatMap((each) => (each.countryId === null ? [] : [each.countryId]));
      send({ type: "indicator.countriesChanged", countryIds: ids });
    }
  }, [current, send]);
}
