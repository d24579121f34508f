import { authCalls } from "@catalogue/core/api/catalogue";
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { AppEnv } from "../../http/app-env";
import type { Api } from "../../http/create-api";
import { DomainError } from "../../http/domain-error";
import { mountCall } from "../../http/mount-call";
import { DEMO_USER_LIST } from "../../seed/index";
import type { AuthService } from "./auth.service";
import { IDENTITY_PAGE_CSS, identityPage, pickLanguage } from "./identity-page";
import { loginCallbackPath } from "./login-callback";
import type { RateLimiter } from "./rate-limiter";

/** Core spec 7: the identity page (GET), its form (POST, redirects to `/#/?code=`), and its stylesheet. */
export function mountIdentityPage(
  api: Api,
  auth: AuthService,
  limiter: RateLimiter,
  publicDemo: boolean,
): void {
  const languageOf = (c: Context<AppEnv>) =>
    pickLanguage(c.req.query("lang"), c.req.header("accept-language"));
  mountCall(api, authCalls.identityPage, (c) =>
    c.html(identityPage(languageOf(c), DEMO_USER_LIST, undefined, publicDemo)),
  );
  mountCall(api, authCalls.identityPageStyles, (c) =>
    c.body(IDENTITY_PAGE_CSS, 200, { "Content-Type": "text/css; charset=utf-8" }),
  );
  mountCall(api, authCalls.issueCode, async (c) => {
    limiter.hit(c.get("client").address);
    // A browser form post: the body is form-encoded, so the handler reads it rather than a JSON schema.
    const form = await c.req.parseBody();
    const email = typeof form.email === "string" ? form.email : "";
    try {
      const code = await auth.issueCode(email);
      return c.redirect(loginCallbackPath(code), 302);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      return c.html(
        identityPage(languageOf(c), DEMO_USER_LIST, email, publicDemo),
        464 as ContentfulStatusCode,
      );
    }
  });
}
