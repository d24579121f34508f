import { referenceDataCalls } from "@catalogue/core/api/catalogue/calls/reference-data.calls";
import { countrySharingCalls, privateSharingCalls } from "@catalogue/core/api/catalogue/calls/sharing.calls";
import type { ProductList } from "@catalogue/core/model";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useCallMutation, useCallQuery } from "../../lib/server-state";
import { ConfirmDialog } from "../../ui/confirm-dialog/confirm-dialog";
import { useToast } from "../../ui/toast/toast-provider";
import { type SentShare, SharedWithView } from "./shared-with-view";

const invalidates = [countrySharingCalls.list, privateSharingCalls.list];

/** The names of ids, in the order of the ids, unknown ones left out. */
const namesOf = (ids: readonly number[], known: readonly { id: number; name: string }[] = []) =>
  ids.flatMap((id) => known.find((item) => item.id === id)?.name ?? []);

/**
 * A side section of the list: if its reads fail (offline, when the worker kept the list but not these), the list
 * stays on screen and the section is left out, rather than the whole screen giving way to an error page.
 */
const SIDE_LOAD = { keepsScreen: true } as const;

/** The shares made from one personal list: the shared lists whose source it is (only its owner sees those). */
function useSentShares(listId: number): SentShare[] {
  const country = useCallQuery(countrySharingCalls.list, {}, SIDE_LOAD);
  const personal = useCallQuery(privateSharingCalls.list, {}, SIDE_LOAD);
  const countries = useCallQuery(referenceDataCalls.countries, {}, SIDE_LOAD);
  const subregions = useCallQuery(referenceDataCalls.subregions, {}, SIDE_LOAD);
  const sent = [...(country.data ?? []), ...(personal.data ?? [])].filter(
    (list) => list.sourceListId === listId,
  );
  return sent.map((list) => ({
    list,
    countryNames: namesOf(list.sharedCountryIds, countries.data),
    subregionNames: namesOf(list.sharedSubregionIds, subregions.data),
  }));
}

/** Core spec 2.3: under a personal list, whom it is shared with; a share is withdrawn after a confirmation. */
export default function SharedWithSection({ list }: { list: Pick<ProductList, "id"> }) {
  const { t } = useTranslation();
  const toast = useToast();
  const shares = useSentShares(list.id);
  const [withdrawing, setWithdrawing] = useState<SentShare | null>(null);
  const removeCountry = useCallMutation(countrySharingCalls.remove, { invalidates });
  const removePrivate = useCallMutation(privateSharingCalls.remove, { invalidates });
  const withdraw = (share: SentShare) => {
    const remove = share.list.type === "countryShare" ? removeCountry : removePrivate;
    remove.mutate(
      { params: { id: share.list.id } },
      {
        onSuccess: () => {
          setWithdrawing(null);
          toast.show({ tone: "success", message: t("sharing.sharedWith.withdrawn") });
        },
      },
    );
  };
  return (
    <>
      <SharedWithView shares={shares} onWithdraw={setWithdrawing} />
      {withdrawing && (
        <ConfirmDialog
          open
          danger
          title={t("sharing.sharedWith.confirmTitle")}
          confirmLabel={t("sharing.sharedWith.withdraw")}
          busy={removeCountry.isPending || removePrivate.isPending}
          onConfirm={() => withdraw(withdrawing)}
          onCancel={() => setWithdrawing(null)}
        >
          <p>{t("sharing.sharedWith.confirmText")}</p>
        </ConfirmDialog>
      )}
    </>
  );
}
