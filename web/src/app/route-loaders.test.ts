import type { LoaderFunctionArgs } from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { WAIT } from "../ui/testing/wait-limit";
import { unmatchedLoader } from "./route-loaders";

const profile = (overrides: Record<string, unknown>) => ({
  id: 1,
  email: "someone@catalogue.example",
  role: "BASIC_USER",
  countryId: 276,
  ...overrides,
});

/** Serves `GET /api/user/profile` with the given body (parsed leniently by the stubbed contract below). */
function serveProfile(status: number, body: unknown) {
  vi.stubGlobal(
    "fetch",
    vi.fn(
      async () =>
        new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } }),
    ),
  );
}

vi.mock("@catalogue/core/api/catalogue/calls/profile.calls", async (importOriginal) => {
  const actual = await importOriginal<typeof import("@catalogue/core/api/catalogue/calls/profile.calls")>();
  const { z } = await import("zod");
  // The guard reads only role, country and SCP status; a lenient answer schema keeps the fixtures small.
  const get = {
    ...actual.profileCalls.get,
    answer: { ...actual.profileCalls.get.answer, schema: z.unknown() },
  };
  return { ...actual, profileCalls: { ...actual.profileCalls, get } };
});

const args = (path: string) =>
  ({
    request: new Request(`http://localhost${path}`),
    params: {},
    context: {},
  }) as unknown as LoaderFunctionArgs;

async function thrownBy(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
}

afterEach(async () => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe("guardLoader", () => {
  it("asks for the screen's first answers before the profile has come, with the route's parameters", async () => {
    const { guardLoader: fresh } = await import("./route-loaders");
    let answerProfile: (() => void) | undefined;
    vi.stubGlobal(
      "fetch",
      vi.fn(
        () =>
          new Promise<Response>((resolve) => {
            answerProfile = () =>
              resolve(
                new Response(
                  JSON.stringify(
                    profile({ role: "KEY_USER", organizationRole: "BACKOFFICE", currencyId: 1 }),
                  ),
                  {
                    status: 200,
                    headers: { "Content-Type": "application/json" },
                  },
                ),
              );
          }),
      ),
    );
    const data = vi.fn(async () => undefined);
    let settled = false;
    const loading = fresh(
      "productDetailsById",
      data,
    )({
      ...args("/p/variant/7?from=search"),
      params: { productId: "7" },
    } as LoaderFunctionArgs).finally(() => {
      settled = true;
    });
    expect(data).toHaveBeenCalledWith(
      { productId: "7" },
      new URL("http://localhost/p/variant/7?from=search"),
    );
    await vi.waitFor(() => expect(answerProfile).toBeDefined(), WAIT);
    expect(settled).toBe(false);
    answerProfile?.();
    await expect(loading).resolves.toBeNull();
  });

  it("opens the screen when its first answers could not be asked for", async () => {
    const { guardLoader: fresh } = await import("./route-loaders");
    serveProfile(200, profile({ role: "KEY_USER", organizationRole: "BACKOFFICE", currencyId: 1 }));
    const data = vi.fn(async () => {
      throw new Error("the screen's chunk did not load");
    });
    await expect(fresh("productDetailsById", data)(args("/p/variant/7"))).resolves.toBeNull();
    expect(data).toHaveBeenCalledOnce();
  });

  it("lets a Key user open the users page", async () => {
    const { guardLoader: fresh } = await import("./route-loaders");
    serveProfile(200, profile({ role: "KEY_USER", organizationRole: "BACKOFFICE", currencyId: 1 }));
    await expect(fresh("users")(args("/users"))).resolves.toBeNull();
  });

  it("sends a Basic user on the users page to the 403 errors page", async () => {
    const { guardLoader: fresh } = await import("./route-loaders");
    serveProfile(200, profile({ organizationRole: "BACKOFFICE", currencyId: 1 }));
    const thrown = (await thrownBy(fresh("users")(args("/users")))) as Response;
    expect(thrown.headers.get("Location")).toBe("/errors?code=403");
  });

  it("sends an internal user without a function to onboarding", async () => {
    const { guardLoader: fresh } = await import("./route-loaders");
    serveProfile(200, profile({ currencyId: 1, organizationRole: null }));
    const thrown = (await thrownBy(fresh("settings")(args("/settings")))) as Response;
    expect(thrown.headers.get("Location")).toBe("/onboarding");
  });

  it("sends a pending partner with a country to the waiting room", async () => {
    const { guardLoader: fresh } = await import("./route-loaders");
    serveProfile(200, profile({ role: "SALES_CHANNEL_PARTNER", scpStatus: "PENDING" }));
    const thrown = (await thrownBy(fresh("finder")(args("/")))) as Response;
    expect(thrown.headers.get("Location")).toBe("/scp-registration/waiting-room");
  });

  it("leaves for the identity page and remembers the path on 401", async () => {
    const { guardLoader: fresh } = await import("./route-loaders");
    const assign = vi.fn();
    vi.stubGlobal("location", { ...window.location, assign });
    serveProfile(401, { status: 401, resultKey: "UNAUTHORIZED", message: "no session" });
    void fresh("settings")(args("/settings?tab=1"));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith("/api/auth/authorize"), WAIT);
    expect(sessionStorage.getItem("catalogue.rememberedPath")).toBe("/settings?tab=1");
  });
});

describe("unmatchedLoader", () => {
  it("answers an unknown path with the 404 errors page", async () => {
    const thrown = (await thrownBy(unmatchedLoader(args("/no/such/screen")))) as Response;
    expect(thrown.headers.get("Location")).toBe("/errors?code=404");
  });

  it("answers a refused login code with the login-error page and the server's result key", async () => {
    const { unmatchedLoader: fresh } = await import("./route-loaders");
    serveProfile(409, { status: 409, resultKey: "LOGIN_CODE_INVALID", message: "unknown code" });
    const thrown = (await thrownBy(fresh(args("/code=abc")))) as Response;
    expect(thrown.headers.get("Location")).toBe("/loginError?code=409&resultKey=LOGIN_CODE_INVALID");
  });
});

describe("profile cache", () => {
  it("decides on the saved profile once the cached one is forgotten", async () => {
    const { guardLoader: fresh } = await import("./route-loaders");
    const { forgetProfile } = await import("../lib/session");
    serveProfile(200, profile({ currencyId: 1, organizationRole: null }));
    await thrownBy(fresh("settings")(args("/settings")));
    serveProfile(200, profile({ currencyId: 1, organizationRole: "BACKOFFICE" }));
    await forgetProfile();
    await expect(fresh("settings")(args("/settings"))).resolves.toBeNull();
  });
});
