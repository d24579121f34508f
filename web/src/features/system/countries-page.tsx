import { userAdminCalls } from "@catalogue/core/api/catalogue/calls/users.calls";
import { useTranslation } from "react-i18next";
import { useCallMutation, useCallQuery } from "../../lib/server-state";
import { useToast } from "../../ui/toast/toast-provider";
import { CountriesView } from "./countries-view";

/** The countries tab: which countries partners may register for; a save sends the whole chosen set. */
export function CountriesPage() {
  const { t } = useTranslation();
  const toast = useToast();
  const countries = useCallQuery(userAdminCalls.scpAvailable, {});
  const save = useCallMutation(userAdminCalls.setScpAvailable, {
    invalidates: [userAdminCalls.scpAvailable],
    input: (countryIds: number[]) => ({ body: { countryIds } }),
  });
  return (
    <CountriesView
      countries={countries.data}
      failed={countries.isError}
      saving={save.isPending}
      onSave={(ids) =>
        save.mutate(ids, {
          onSuccess: () => toast.show({ tone: "success", message: t("system.countries.saved") }),
        })
      }
    />
  );
}
