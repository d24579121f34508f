import type { ClientConfig } from "@catalogue/core/api/client";
import { createContext, useContext } from "react";
import { API_BASE_URL } from "../api-base";
import { bearerToken } from "../bearer-session";
import { watchedFetch } from "../connection-state";

/**
 * Supplement 7: how the browser reaches the API: on its own origin below `/api`, with the session cookie, or the
 * stored bearer token when the browser keeps no cookies (core spec 7). The token is read per call. Every request
 * tells the connection state whether it got an answer (supplement 7, offline sync).
 */
export const browserClientConfig: ClientConfig = {
  baseUrl: API_BASE_URL,
  bearerToken: () => bearerToken(),
  fetch: watchedFetch(),
};

const ClientConfigContext = createContext<ClientConfig>(browserClientConfig);

/** Tests give the hooks their own fetch (and short retry delays) through this. */
export const ClientConfigProvider = ClientConfigContext.Provider;

/** The client configuration the server-state hooks call with. */
export function useClientConfig(): ClientConfig {
  return useContext(ClientConfigContext);
}
