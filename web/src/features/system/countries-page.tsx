import { userAdminCalls } from "@catalogue/core/api/catalogue/calls/users.calls";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useCallMutation, useCallQuery } from "../../lib/server-state";
import { useToast } from "../../ui/toast/toast-provider";
import { CountriesView } from "./countries-view";

/** The countries tab: which countries partners may register for; a save sends the whole chosen set. */
export function CountriesPage() {
  const { t } = useTranslation();
  const toast = useToast();
  const countries = useCallQuery(userAdminCalls.scpAvailable, {});
  // A refused save leaves the saved countries as they were; the form starts from them again.
  const [revision, setRevision] = useState(0);
  const save = useCallMutation(userAdminCalls.setScpAvailable, {
    invalidates: [userAdminCalls.scpAvailable],
    input: (countryIds: number[]) => ({ body: { countryIds } }),
  });
  return (
    <CountriesView
      countries={countries.data}
      failed={countries.isError}
      key={revision}
      saving={save.isPending}
      onSave={(ids) =>
        save.mutate(ids, {
          onSuccess: () => toast.show({ tone: "success", message: t("system.countries.saved") }),
          onError: () => setRevision((each) => each + 1),
        })
      }
    />
  );
}
