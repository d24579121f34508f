import type { ListElementView } from "@catalogue/core/api";
import { listElementCalls } from "@catalogue/core/api/catalogue/calls/list-elements.calls";
import { productListCalls } from "@catalogue/core/api/catalogue/calls/product-lists.calls";
import type { ProductList } from "@catalogue/core/model";
import type { DuplicateResolution } from "@catalogue/core/rules/lists";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { entryKey, useCallQuery, useClientConfig, useReportCallFailure } from "../../../lib/server-state";
import { useToast } from "../../../ui/toast/toast-provider";
import type { Viewer } from "../../catalogue";
import { MY_LISTS } from "../my-lists-input";
import { DuplicatesDialog } from "./duplicates-dialog";
import { TransferDialog } from "./transfer-dialog";
import {
  duplicatesIn,
  readTargets,
  type TargetState,
  type TransferMode,
  transferElements,
} from "./transfer-elements";

/** Props of TransferFlow. */
export type TransferFlowProps = {
  list: ProductList;
  selected: readonly ListElementView[];
  viewer: Viewer;
  onDone: () => void;
  onClose: () => void;
};

type Pending = { mode: TransferMode; targets: TargetState[] };

/**
 * Core spec 4.7: choose move or copy and the target lists; when a target already holds some of the products, the
 * duplicates conflict dialog asks what to do with their prices and quantities (a lazy chunk of the list details).
 */
export default function TransferFlow({ list, selected, viewer, onDone, onClose }: TransferFlowProps) {
  const { t } = useTranslation();
  const config = useClientConfig();
  const report = useReportCallFailure();
  const client = useQueryClient();
  const toast = useToast();
  const lists = useCallQuery(productListCalls.list, MY_LISTS);
  const [busy, setBusy] = useState(false);
  const [conflict, setConflict] = useState<Pending | null>(null);
  const others = (lists.data ?? []).filter((other) => other.id !== list.id);

  const run = async (pending: Pending, resolution?: DuplicateResolution) => {
    setBusy(true);
    try {
      await transferElements(
        config,
        { listId: list.id, version: list.version },
        pending.targets,
        selected,
        pending.mode,
        resolution,
      );
      const names = pending.targets.map((target) => target.title).join(", ");
      const key = pending.mode === "move" ? "lists.move.moved" : "lists.move.copied";
      toast.show({ tone: "success", message: t(key, { number: selected.length, lists: names }) });
      onDone();
    } catch (error) {
      report(error, { keepsScreen: true });
    } finally {
      setBusy(false);
      for (const entry of [listElementCalls.get, productListCalls.get, productListCalls.list])
        void client.invalidateQueries({ queryKey: entryKey(entry) });
    }
  };
  const choose = async (mode: TransferMode, targetIds: number[]) => {
    setBusy(true);
    try {
      const chosen = others.filter((other) => targetIds.includes(other.id));
      const targets = await readTargets(config, chosen);
      setBusy(false);
      if (duplicatesIn(targets, selected).length > 0) setConflict({ mode, targets });
      else await run({ mode, targets });
    } catch (error) {
      setBusy(false);
      report(error, { keepsScreen: true });
    }
  };
  if (conflict)
    return (
      <DuplicatesDialog
        targets={duplicatesIn(conflict.targets, selected).map(({ listId, title, duplicates }) => ({
          listId,
          title,
          products: duplicates.map((element) => element.product.title),
        }))}
        busy={busy}
        onResolve={(resolution) => run(conflict, resolution)}
        onClose={onClose}
      />
    );
  return (
    <TransferDialog
      count={selected.length}
      lists={others}
      currency={viewer.currency}
      canMove={list.type === "personal" && !list.draft}
      busy={busy}
      onSubmit={choose}
      onClose={onClose}
    />
  );
}
