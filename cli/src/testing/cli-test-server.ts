import type { AnyCall, CallInput, CallOutput } from "@catalogue/core/api/catalogue";
import { type ServerType, serve } from "@hono/node-server";
import type { ServiceSettings } from "../../../api-mock/src/services";
import { openTestApp, type TestApp } from "../../../api-mock/src/testing/test-app";
import { callAs } from "../../../api-mock/src/testing/typed-client";

/** A real api-mock on a free port of this machine, for the built CLI to talk to over HTTP. */
export interface CliTestServer {
  readonly url: string;
  readonly app: TestApp;
  /** A personal API token of this demo user, made as the web's settings would. */
  tokenFor(email: string): Promise<string>;
  /** Arranges or checks the server's state with a call of the catalogue, as the holder of `token`. */
  call<E extends AnyCall>(token: string, entry: E, input: CallInput<E>): Promise<CallOutput<E>>;
  close(): Promise<void>;
}

/** Starts one server (a seeded database of its own) on an ephemeral port; close it in afterAll. */
export async function startCliTestServer(overrides: Partial<ServiceSettings> = {}): Promise<CliTestServer> {
  const app = await openTestApp(overrides);
  const server = await new Promise<ServerType>((resolve) => {
    const instance = serve({ fetch: app.app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve(instance));
  });
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    app,
    async tokenFor(email) {
      const session = await app.services.auth.sessionFor(email);
      return (await app.services.apiTokens.create(session.userId, `cli test ${email}`)).secret;
    },
    call: (token, entry, input) => callAs(app.app, token, entry, input),
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await app.services.importRunner.settled();
      await app.close();
    },
  };
}
