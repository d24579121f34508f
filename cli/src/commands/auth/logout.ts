import { apiTokenCalls } from "@catalogue/core/api/catalogue/calls/api-tokens.calls";
import type { CommandRun } from "../../cli-spec/command-spec";
import { createContext } from "../../runtime/cli-context";
import { readConfig, writeConfig } from "../../runtime/config-store";

/** `catalogue logout`: forgets the server's token; with --revoke the server revokes it first. */
export const logout: CommandRun = async ({ options, globals }) => {
  const context = createContext(globals);
  const { url } = context.server;
  const config = readConfig();
  const stored = config.servers[url];
  let revoked = false;
  if (options.revoke && stored) {
    const tokens = await context.call(apiTokenCalls.list, {}, { token: stored.token });
    const current = tokens.find((token) => token.current);
    if (current) {
      await context.call(apiTokenCalls.revoke, { params: { id: current.id } }, { token: stored.token });
      revoked = true;
    }
  }
  if (stored) {
    const { [url]: _forgotten, ...servers } = config.servers;
    writeConfig({ current: config.current === url ? undefined : config.current, servers });
  }
  if (context.out.json) {
    context.out.document({ url, signedOut: stored !== undefined, revoked });
    return;
  }
  if (!stored) context.out.note(`Not signed in to ${url}: nothing to forget.`);
  else context.out.done(`Signed out of ${url}${revoked ? "; the token is revoked" : ""}`);
};
