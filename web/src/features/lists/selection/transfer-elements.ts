import type { ListElementView } from "@catalogue/core/api";
import { listElementCalls } from "@catalogue/core/api/catalogue/calls/list-elements.calls";
import { type ClientConfig, runCall } from "@catalogue/core/api/client";
import { type DuplicateResolution, partitionDuplicates } from "@catalogue/core/rules/lists";

/** Move takes the elements off the list they came from; copy leaves them there. */
export type TransferMode = "move" | "copy";

/** One target list as read before the transfer: its elements and version. */
export type TargetState = { listId: number; title: string; version: number; elements: ListElementView[] };

/** Core spec 4.7: per target, the selected elements it already holds (the duplicates conflict). */
export type TargetDuplicates = { listId: number; title: string; duplicates: ListElementView[] };

/** Reads each target's elements (and version) before anything is written. */
export async function readTargets(
  config: ClientConfig,
  targets: readonly { id: number; title: string }[],
): Promise<TargetState[]> {
  return Promise.all(
    targets.map(async ({ id, title }) => {
      const answer = await runCall(config, listElementCalls.get, { params: { id } });
      return { listId: id, title, version: answer.version, elements: answer.content };
    }),
  );
}

/** Core spec 5 (no duplicates in a list): the selected elements each target already holds. */
export function duplicatesIn(targets: readonly TargetState[], selected: readonly ListElementView[]) {
  return targets
    .map((target) => ({
      listId: target.listId,
      title: target.title,
      duplicates: partitionDuplicates(
        target.elements.map((element) => element.productId),
        selected,
      ).duplicates,
    }))
    .filter((target) => target.duplicates.length > 0);
}

/** Adds the new products to one target and, where the user chose "override", rewrites the duplicates' values. */
async function copyInto(
  config: ClientConfig,
  target: TargetState,
  selected: readonly ListElementView[],
  resolution: DuplicateResolution,
): Promise<void> {
  const { accepted, duplicates } = partitionDuplicates(
    target.elements.map((element) => element.productId),
    selected,
  );
  let version = target.version;
  if (accepted.length > 0) {
    const elements = accepted.map((element) => ({
      productId: element.productId,
      quantity: element.quantity,
      crp: element.pricing.crp ?? null,
    }));
    version = (
      await runCall(config, listElementCalls.add, {
        params: { id: target.listId },
        body: { elements, version },
      })
    ).version;
  }
  if (resolution.prices === "ignore" && resolution.quantities === "ignore") return;
  // Core spec 5: one request per element, each with the version the last one answered.
  for (const incoming of duplicates) {
    const held = target.elements.find((element) => element.productId === incoming.productId);
    if (!held) continue;
    const body = {
      elementId: held.id,
      crp: resolution.prices === "override" ? (incoming.pricing.crp ?? null) : (held.pricing.crp ?? null),
      quantity: resolution.quantities === "override" ? incoming.quantity : held.quantity,
      version,
    };
    version = (
      await runCall(config, listElementCalls.changeCrpAndQuantity, { params: { id: target.listId }, body })
    ).version;
  }
}

/**
 * Core spec 4.7: copies the selected elements into every target (duplicates resolved as chosen, never doubled) and,
 * for a move, then removes them from the list they came from. A move to one list is the server's own move call,
 * which does it in one transaction.
 */
export async function transferElements(
  config: ClientConfig,
  source: { listId: number; version: number },
  targets: readonly TargetState[],
  selected: readonly ListElementView[],
  mode: TransferMode,
  resolution: DuplicateResolution = { prices: "ignore", quantities: "ignore" },
): Promise<void> {
  const [only] = targets;
  if (mode === "move" && only && targets.length === 1) {
    await runCall(config, listElementCalls.move, {
      params: { from: source.listId, to: only.listId },
      body: {
        elementIds: selected.map((element) => element.id),
        version: source.version,
        targetVersion: only.version,
        resolution,
      },
    });
    return;
  }
  for (const target of targets) await copyInto(config, target, selected, resolution);
  if (mode === "move")
    await runCall(config, listElementCalls.remove, {
      params: { id: source.listId },
      body: { ids: selected.map((element) => element.id), version: source.version },
    });
}
