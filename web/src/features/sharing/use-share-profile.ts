import type { UserProfileResponse } from "@catalogue/core/api";
import { useRouteLoaderData } from "react-router-dom";

/** The signed-in user's profile (roles per country), as the shell route loaded it. */
export function useShareProfile(): UserProfileResponse | undefined {
  return useRouteLoaderData("shell") as UserProfileResponse | undefined;
}
