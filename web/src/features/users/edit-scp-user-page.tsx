import { pathTo } from "@catalogue/core/access";
import type { UserProfileResponse } from "@catalogue/core/api";
import { referenceDataCalls } from "@catalogue/core/api/catalogue/calls/reference-data.calls";
import { userAdminCalls, userCalls } from "@catalogue/core/api/catalogue/calls/users.calls";
import { scpActivationMachine } from "@catalogue/core/machines";
import { useMachine } from "@xstate/react";
import { useMemo } from "react";
import { useParams, useRouteLoaderData } from "react-router-dom";
import { fromPromise } from "xstate";
import { useCallMutation, useCallQuery } from "../../lib/server-state";
import { EditScpUserView, type ScpReviewState } from "./edit-scp-user-view";
import { UserLoadState } from "./user-load-state";

const STALE = [userCalls.details, userCalls.externals];

/** The edit partner route: loads the request, then core's SCP activation machine runs the review. */
export function EditScpUserPage() {
  const id = Number(useParams().userId);
  const user = useCallQuery(userCalls.details, { params: { id } });
  if (!user.data) return <UserLoadState failed={user.isError} />;
  // Keyed by user: the machine starts from that partner's own company, function and country.
  return <ScpReview key={user.data.id} user={user.data} />;
}

function ScpReview({ user }: { user: UserProfileResponse }) {
  const actor = useRouteLoaderData("shell") as UserProfileResponse;
  const companies = useCallQuery(referenceDataCalls.companies, {}, { keepsScreen: true });
  const scpCountries = useCallQuery(referenceDataCalls.scpCountries, {}, { keepsScreen: true });
  const confirm = useCallMutation(userAdminCalls.confirmScp, { invalidates: STALE });
  const { mutateAsync } = confirm;
  const userId = user.id;
  const machine = useMemo(
    () =>
      scpActivationMachine.provide({
        actors: {
          activateScp: fromPromise(async ({ input }) => {
            await mutateAsync({ params: { id: userId }, body: { accepted: true, ...input.form } });
          }),
          rejectScp: fromPromise(async () => {
            await mutateAsync({ params: { id: userId }, body: { accepted: false } });
          }),
        },
      }),
    // One machine per partner (the component is keyed by user); mutateAsync keeps its identity.
    [mutateAsync, userId],
  );
  const [snapshot, send] = useMachine(machine, {
    input: {
      userId: String(user.id),
      form: {
        companyId: user.company?.id ?? null,
        organizationRole: user.organizationRole,
        countryIds: user.countryId === null ? [] : [user.countryId],
      },
    },
  });
  const countries = useMemo(
    () =>
      (scpCountries.data ?? [])
        .filter((country) => country.availableForScp)
        .map((country) => ({ id: country.id, title: country.title, name: country.country })),
    [scpCountries.data],
  );
  return (
    <EditScpUserView
      user={user}
      actor={actor}
      companies={companies.data}
      countries={countries}
      state={snapshot.value as ScpReviewState}
      form={snapshot.context.form}
      fieldErrors={snapshot.context.fieldErrors}
      errorKey={snapshot.context.errorKey}
      onCompany={(companyId) => send({ type: "activation.companyChosen", companyId })}
      onFunction={(organizationRole) => send({ type: "activation.functionChosen", organizationRole })}
      onCountries={(countryIds) => send({ type: "activation.countriesChanged", countryIds })}
      onApprove={() => send({ type: "activation.approve" })}
      onReject={() => send({ type: "activation.reject" })}
      backTo={`${pathTo("users")}?type=external`}
    />
  );
}
