import { hostname } from "node:os";
import { apiTokenCalls } from "@catalogue/core/api/catalogue/calls/api-tokens.calls";
import { authCalls } from "@catalogue/core/api/catalogue/calls/auth.calls";
import { devCalls } from "@catalogue/core/api/catalogue/calls/dev.calls";
import { profileCalls } from "@catalogue/core/api/catalogue/calls/profile.calls";
import type { CommandRun } from "../../cli-spec/command-spec";
import { UserError } from "../../errors";
import { ExitCode } from "../../exit-codes";
import { type CliContext, createContext } from "../../runtime/cli-context";
import { readConfig, writeConfig } from "../../runtime/config-store";
import { userSummary } from "./user-summary";

/**
 * The documented dev path: the developer controls act as a demo user (a session), which creates a personal API
 * token like a person would in the settings; the session then ends. Servers without the controls say so.
 */
async function demoToken(context: CliContext, email: string): Promise<string> {
  const session = await context.call(
    devCalls.session,
    { body: { email } },
    {
      messages: {
        NotFound: `${context.server.url} has no developer controls (a production server?): create a token in the web app's settings and sign in with it`,
        ResourceNotFound: `${context.server.url} has no demo user ${email}`,
      },
    },
  );
  const created = await context.call(
    apiTokenCalls.create,
    { body: { name: `catalogue CLI on ${hostname()}` } },
    { token: session.token },
  );
  await context.call(authCalls.logout, {}, { token: session.token });
  return created.secret;
}

/** `catalogue login`: checks a token (who am I) and keeps it for this server, readable by the user only. */
export const login: CommandRun = async ({ options, globals }) => {
  const context = createContext(globals);
  const { url } = context.server;
  const demo = options.demo as string | undefined;
  const given = options.token as string | undefined;
  if (demo && given) throw new UserError("give either --demo or --token, not both", ExitCode.usage);
  const token: string = demo
    ? await demoToken(context, demo)
    : given !== undefined
      ? given.trim()
      : await import("./read-token").then((module) => module.readToken(url));
  const profile = await context.call(
    profileCalls.get,
    {},
    {
      token,
      messages: {
        Unauthorised: `${url} did not accept this token: check it, or create a new one in the web app's settings`,
      },
    },
  );
  const user = { id: profile.id, email: profile.email, name: `${profile.name} ${profile.surname}`.trim() };
  const config = readConfig();
  writeConfig({ current: url, servers: { ...config.servers, [url]: { token, user } } });
  if (context.out.json) {
    context.out.document({ url, user: { ...user, role: profile.role, admin: profile.admin } });
    return;
  }
  context.out.done(`Signed in to ${url} as ${userSummary(profile)}`);
  if (process.env.CATALOGUE_TOKEN) {
    context.out.warn("Note: CATALOGUE_TOKEN is set; it wins over the stored token until you unset it.");
  }
};
