import { productListCalls } from "@catalogue/core/api/catalogue/calls/product-lists.calls";
import { countrySharingCalls, privateSharingCalls } from "@catalogue/core/api/catalogue/calls/sharing.calls";
import { CountryShareForm, IndividualShareForm } from "@catalogue/core/rules";
import { useCallMutation } from "../../lib/server-state";
import { type ShareFormValues, type ShareKind, shareBodyOf } from "./share-form-values";

const invalidates = [countrySharingCalls.list, privateSharingCalls.list, productListCalls.list];

/** Supplement 7 (country sharing, private sharing): the share calls of the three ways, one mutation each. */
export function useShareList(listId: number) {
  const params = { id: listId };
  const byCountry = useCallMutation(countrySharingCalls.share, {
    input: (values: ShareFormValues) => ({
      params,
      body: CountryShareForm.parse(shareBodyOf("countries", values)),
    }),
    invalidates,
  });
  const withColleagues = useCallMutation(privateSharingCalls.share, {
    input: (values: ShareFormValues) => ({
      params,
      body: IndividualShareForm.parse(shareBodyOf("colleagues", values)),
    }),
    invalidates,
  });
  const withPartners = useCallMutation(privateSharingCalls.scpShare, {
    input: (values: ShareFormValues) => ({
      params,
      body: IndividualShareForm.parse(shareBodyOf("partners", values)),
    }),
    invalidates,
  });
  const mutations = { countries: byCountry, colleagues: withColleagues, partners: withPartners };
  return {
    busy: byCountry.isPending || withColleagues.isPending || withPartners.isPending,
    share: (kind: ShareKind, values: ShareFormValues, onDone: () => void) =>
      mutations[kind].mutate(values, { onSuccess: onDone }),
  };
}
