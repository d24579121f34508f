import { pathTo, type RouteName } from "@catalogue/core/access";
import type { UserProfileResponse } from "@catalogue/core/api";
import { referenceDataCalls } from "@catalogue/core/api/catalogue/calls/reference-data.calls";
import { scpRegistrationMachine } from "@catalogue/core/machines";
import { useMachine } from "@xstate/react";
import { useEffect, useMemo } from "react";
import { useNavigate, useRouteLoaderData } from "react-router-dom";
import { fromPromise } from "xstate";
import { useCallQuery, useClientConfig } from "../../lib/server-state";
import { forgetProfile } from "../../lib/session";
import { registerScpCountry, registrableCountries } from "./scp-api";
import { type ScpCountriesState, ScpRegistrationView } from "./scp-registration-view";

/** Where the partner belongs once the machine has left registration. */
const LANDING: Partial<Record<string, RouteName>> = {
  waitingRoom: "scpRegistrationWaitingRoom",
  rejected: "scpRegistrationRejected",
  onboardingRequired: "scpOnboarding",
  accepted: "finder",
};

/** Core spec 2.1 `scpRegistration` / 4.4: core's SCP machine with the real registration call. */
export function ScpRegistrationPage() {
  const navigate = useNavigate();
  const profile = useRouteLoaderData("shell") as UserProfileResponse | undefined;
  const config = useClientConfig();
  const scpCountries = useCallQuery(referenceDataCalls.scpCountries, {});
  const countries: ScpCountriesState = scpCountries.data
    ? { kind: "ready", countries: registrableCountries(scpCountries.data) }
    : scpCountries.isError
      ? { kind: "failed" }
      : { kind: "loading" };
  const machine = useMemo(
    () =>
      scpRegistrationMachine.provide({
        actors: {
          registerCountry: fromPromise(({ input }) => registerScpCountry(config, input.countryId)),
        },
      }),
    [config],
  );
  const [snapshot, send] = useMachine(machine, {
    input: { scpStatus: profile?.scpStatus ?? null, countryId: profile?.countryId ?? null },
  });
  const state = typeof snapshot.value === "string" ? snapshot.value : undefined;
  const landing = state ? LANDING[state] : undefined;
  useEffect(() => {
    if (!landing) return;
    // The saved profile now says PENDING: the guard must not decide on the cached one.
    void forgetProfile().then(() => navigate(pathTo(landing), { replace: true }));
  }, [landing, navigate]);

  return (
    <ScpRegistrationView
      countries={countries}
      registering={state === "registering"}
      failed={snapshot.context.errorKey !== undefined}
      onRegister={(countryId) => send({ type: "scp.countryChosen", countryId })}
    />
  );
}
