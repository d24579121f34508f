import type { UserProfileResponse } from "@catalogue/core/api";
import { profileCalls } from "@catalogue/core/api/catalogue/calls/profile.calls";
import { referenceDataCalls } from "@catalogue/core/api/catalogue/calls/reference-data.calls";
import { runCall } from "@catalogue/core/api/client";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useRef, useState } from "react";
import {
  callKey,
  callQueryOptions,
  useCallQuery,
  useClientConfig,
  useReportCallFailure,
} from "../../lib/server-state";
import {
  isCountryAndCurrencyChange,
  type SaveStatus,
  type SettingsChange,
  type SettingsState,
} from "./settings-types";

const PROFILE_KEY = callKey(profileCalls.get, {});

/** What the settings screen reads: the profile (the shell's cached one) and the choices it offers. */
function useSettingsQueries() {
  return {
    profile: useCallQuery(profileCalls.get, {}),
    languages: useCallQuery(profileCalls.languages, {}),
    functions: useCallQuery(profileCalls.organizationRoles, {}),
    currencies: useCallQuery(referenceDataCalls.currencies, {}),
    // The legal links are a courtesy: without them the rest of the screen still works.
    appInfo: useCallQuery(referenceDataCalls.appInfo, {}, { keepsScreen: true }),
  };
}

/**
 * Loads what the settings screen needs and saves each change at once: settings with `PUT /user/profile`, country
 * and currency with `PUT /user/country-and-currency` (core spec 5: the profile edit never carries them; the
 * catalogue entry is picked by the kind of change). Saves run one after the other, each with the version the
 * previous one answered, so quick clicks never collide; a 428 (someone else saved first) is silent (core spec 8):
 * the screen reloads the saved profile instead. The saved profile goes into the cache the shell's guard reads.
 */
export function useSettings(): {
  state: SettingsState;
  saveStatus: SaveStatus;
  save: (change: SettingsChange) => Promise<void>;
  reload: () => void;
} {
  const client = useQueryClient();
  const config = useClientConfig();
  const report = useReportCallFailure();
  const queries = useSettingsQueries();
  const [saveStatus, setSaveStatus] = useState<SaveStatus>("idle");
  const queue = useRef<Promise<void>>(Promise.resolve());
  // The version of the profile the server holds, as the last save (or load) answered.
  const saved = useRef<UserProfileResponse | null>(null);
  const { profile, languages, functions, currencies, appInfo } = queries;
  if (!saved.current && profile.data) saved.current = profile.data;

  const put = useCallback(
    async (change: SettingsChange) => {
      const current = saved.current;
      if (!current) return;
      setSaveStatus("saving");
      try {
        const { version } = current;
        const answer = isCountryAndCurrencyChange(change)
          ? await runCall(config, profileCalls.setCountryAndCurrency, { body: { ...change, version } })
          : await runCall(config, profileCalls.update, { body: { ...change, version } });
        saved.current = answer;
        setSaveStatus("saved");
      } catch (error) {
        setSaveStatus("idle");
        report(error, { keepsScreen: true });
        saved.current = await client
          .fetchQuery({ ...callQueryOptions(config, profileCalls.get, {}), staleTime: 0 })
          .catch(() => current);
      } finally {
        client.setQueryData(PROFILE_KEY, saved.current);
      }
    },
    [client, config, report],
  );

  const save = useCallback(
    (change: SettingsChange) => {
      // Shown at once; the answer (or the reloaded profile after a failure) replaces it.
      client.setQueryData<UserProfileResponse>(PROFILE_KEY, (previous) =>
        previous ? { ...previous, ...change } : previous,
      );
      queue.current = queue.current.then(() => put(change));
      return queue.current;
    },
    [client, put],
  );

  const reload = useCallback(() => {
    for (const query of [profile, languages, functions, currencies, appInfo]) void query.refetch();
  }, [profile, languages, functions, currencies, appInfo]);

  const required = [profile, languages, functions, currencies];
  let state: SettingsState = { kind: "loading" };
  if (required.some((query) => query.isError)) state = { kind: "failed" };
  else if (profile.data && languages.data && functions.data && currencies.data && !appInfo.isPending)
    state = {
      kind: "ready",
      data: {
        profile: profile.data,
        languages: languages.data,
        functions: functions.data,
        currencies: currencies.data,
        appInfo: appInfo.data ?? null,
      },
    };
  return { state, saveStatus, save, reload };
}
