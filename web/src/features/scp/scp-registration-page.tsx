import { pathTo, type RouteName } from "@catalogue/core/access";
import type { UserProfileResponse } from "@catalogue/core/api";
import { scpRegistrationMachine } from "@catalogue/core/machines";
import { useEffect, useMemo, useState } from "react";
import { useNavigate, useRouteLoaderData } from "react-router-dom";
import { fromPromise } from "xstate";
import { forgetProfile } from "../../app/session";
import { useMachine } from "../../lib/use-machine";
import { fetchScpCountries, registerScpCountry } from "./scp-api";
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
  const [countries, setCountries] = useState<ScpCountriesState>({ kind: "loading" });
  useEffect(() => {
    fetchScpCountries().then(
      (found) => setCountries({ kind: "ready", countries: found }),
      () => setCountries({ kind: "failed" }),
    );
  }, []);
  const machine = useMemo(
    () =>
      scpRegistrationMachine.provide({
        actors: { registerCountry: fromPromise(({ input }) => registerScpCountry(input.countryId)) },
      }),
    [],
  );
  const [snapshot, send] = useMachine(machine, {
    scpStatus: profile?.scpStatus ?? null,
    countryId: profile?.countryId ?? null,
  });
  const state = typeof snapshot?.value === "string" ? snapshot.value : undefined;
  const landing = state ? LANDING[state] : undefined;
  useEffect(() => {
    if (!landing) return;
    // The saved profile now says PENDING: the guard must not decide on the cached one.
    forgetProfile();
    navigate(pathTo(landing), { replace: true });
  }, [landing, navigate]);

  return (
    <ScpRegistrationView
      countries={countries}
      registering={state === "registering"}
      failed={snapshot?.context.errorKey !== undefined}
      onRegister={(countryId) => send({ type: "scp.countryChosen", countryId })}
    />
  );
}
