import { productListCalls } from "@catalogue/core/api/catalogue/calls/product-lists.calls";
import { type ReactNode, useState } from "react";
import { useCallQuery } from "../../../lib/server-state";
import { HealthWarningDialog } from "./health-warning-dialog";

/** Props of HealthGate. */
export type HealthGateProps = {
  listId: number;
  /** The title of the dialog it stands before. */
  title: string;
  onCancel: () => void;
  children: ReactNode;
};

/**
 * Core spec 4.2 (list health check) before an export or an e-mail: while the list holds products that may not be
 * quoted now, the dialog opens on a warning naming them; "continue anyway" shows the dialog itself. The check is
 * read again each time (the cached answer shows meanwhile); without an answer the dialog opens as before.
 */
export function HealthGate({ listId, title, onCancel, children }: HealthGateProps) {
  const health = useCallQuery(
    productListCalls.health,
    { params: { id: listId } },
    { keepsScreen: true, staleTime: 0 },
  );
  const [continued, setContinued] = useState(false);
  if (health.isPending) return null;
  const problems = (health.data?.products ?? []).flatMap(({ reason, ...product }) =>
    reason === null ? [] : [{ ...product, reason }],
  );
  if (!continued && problems.length > 0)
    return (
      <HealthWarningDialog
        title={title}
        problems={problems}
        onContinue={() => setContinued(true)}
        onCancel={onCancel}
      />
    );
  return <>{children}</>;
}
