import { UserProfileResponse } from "@catalogue/core/api";
import { AppInfo, Language, OrganizationRoleOption } from "@catalogue/core/model";
import { useCallback, useEffect, useRef, useState } from "react";
import * as z from "zod";
import { forgetProfile, loadProfile } from "../../app/session";
import { useErrorPolicy } from "../../app/use-error-policy";
import { ApiError, apiRequest } from "../../lib/api-client";
import type { SaveStatus, SettingsChange, SettingsData, SettingsState } from "./settings-types";

async function loadSettings(): Promise<SettingsData> {
  const [profile, languages, functions, appInfo] = await Promise.all([
    loadProfile(),
    apiRequest({ path: "/user/language/list", response: z.array(Language) }),
    apiRequest({ path: "/user/organization-role/list", response: z.array(OrganizationRoleOption) }),
    // The legal links are a courtesy: without them the rest of the screen still works.
    apiRequest({ path: "/app-info", response: AppInfo }).catch(() => null),
  ]);
  return { profile, languages, functions, appInfo };
}

/**
 * Issue 9 item 5: loads what the settings screen needs and saves each change at once with `PUT /user/profile`.
 * Saves run one after the other, each with the version the previous one answered, so quick clicks never collide;
 * a 428 (someone else saved first) is silent (core spec 8): the screen reloads the saved profile instead.
 */
export function useSettings(): {
  state: SettingsState;
  saveStatus: SaveStatus;
  save: (change: SettingsChange) => Promise<void>;
  reload: () => void;
} {
  const onError = useErrorPolicy();
  const [state, setState] = useState<SettingsState>({ kind: "loading" });
  const [saveStatus, setSaveStatus] = useState<SaveStatus>("idle");
  const saved = useRef<SettingsData | null>(null);
  const queue = useRef<Promise<void>>(Promise.resolve());

  const reload = useCallback(() => {
    setState({ kind: "loading" });
    loadSettings().then(
      (data) => {
        saved.current = data;
        setState({ kind: "ready", data });
      },
      (error: unknown) => {
        setState({ kind: "failed" });
        onError(error);
      },
    );
  }, [onError]);

  useEffect(() => reload(), [reload]);

  const put = useCallback(
    async (change: SettingsChange) => {
      const current = saved.current;
      if (!current) return;
      setSaveStatus("saving");
      try {
        const profile = await apiRequest({
          method: "PUT",
          path: "/user/profile",
          body: { ...change, version: current.profile.version },
          response: UserProfileResponse,
        });
        saved.current = { ...current, profile };
        setSaveStatus("saved");
      } catch (error) {
        setSaveStatus("idle");
        if (!(error instanceof ApiError && error.status === 428)) onError(error);
        forgetProfile();
        saved.current = { ...current, profile: await loadProfile().catch(() => current.profile) };
      } finally {
        // The guard and the shell read the cached profile: the next navigation must see the saved one.
        forgetProfile();
        if (saved.current) setState({ kind: "ready", data: saved.current });
      }
    },
    [onError],
  );

  const save = useCallback(
    (change: SettingsChange) => {
      // Shown at once; the answer (or the reloaded profile after a failure) replaces it.
      setState((previous) =>
        previous.kind === "ready"
          ? { kind: "ready", data: { ...previous.data, profile: { ...previous.data.profile, ...change } } }
          : previous,
      );
      queue.current = queue.current.then(() => put(change));
      return queue.current;
    },
    [put],
  );

  return { state, saveStatus, save, reload };
}
