import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { Api } from "../../http/create-api";
import { DomainError } from "../../http/domain-error";
import { DEMO_USER_LIST } from "../../seed/index";
import { AUTHORIZE_PATH } from "./auth.routes";
import type { AuthService } from "./auth.service";
import { IDENTITY_PAGE_CSS, identityPage, pickLanguage } from "./identity-page";
import type { RateLimiter } from "./rate-limiter";

const errorDoc = { description: "The page again, with the error" };

/** Core spec 7: the identity page (GET), its form (POST, redirects to `/#/?code=`), and its stylesheet. */
export function mountIdentityPage(api: Api, auth: AuthService, limiter: RateLimiter): void {
  const languageOf = (c: Context) => pickLanguage(c.req.query("lang"), c.req.header("accept-language"));
  api.get("/auth/authorize", (c) => c.html(identityPage(languageOf(c), DEMO_USER_LIST)));
  api.get("/auth/authorize.css", (c) =>
    c.body(IDENTITY_PAGE_CSS, 200, { "Content-Type": "text/css; charset=utf-8" }),
  );
  api.post("/auth/authorize", async (c) => {
    limiter.hit(c.req.header("x-forwarded-for")?.split(",")[0]?.trim() || "local");
    const form = await c.req.parseBody();
    const email = typeof form.email === "string" ? form.email : "";
    try {
      const code = await auth.issueCode(email);
      return c.redirect(`/#/?code=${encodeURIComponent(code)}`, 302);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      return c.html(identityPage(languageOf(c), DEMO_USER_LIST, email), 464 as ContentfulStatusCode);
    }
  });
  api.openAPIRegistry.registerPath({
    method: "get",
    path: "/auth/authorize",
    tags: ["Login and session"],
    summary: "The development identity page: pick a demo user",
    responses: {
      200: { description: "An HTML page", content: { "text/html": { schema: { type: "string" } } } },
    },
  });
  api.openAPIRegistry.registerPath({
    method: "post",
    path: "/auth/authorize",
    tags: ["Login and session"],
    summary: `Issue a one-time code for an e-mail and redirect to /#/?code=... (form post from ${AUTHORIZE_PATH})`,
    responses: {
      302: { description: "Redirect with the code" },
      429: { description: "Too many attempts" },
      464: errorDoc,
    },
  });
}
