import { isLanguage, type Language, messages } from "@catalogue/core/i18n";
import { html } from "hono/html";
import type { HtmlEscapedString } from "hono/utils/html";
import type { DemoUser } from "../../seed/index";

/** The page's language: `?lang=`, else the first supported one of `Accept-Language`, else English. */
export function pickLanguage(query: string | undefined, acceptLanguage: string | undefined): Language {
  const wanted = [query ?? "", ...(acceptLanguage ?? "").split(",").map((part) => part.split(";")[0] ?? "")];
  return wanted.map((tag) => tag.trim().slice(0, 2).toLowerCase()).find(isLanguage) ?? "en";
}

/** The page's own stylesheet: the CSP allows no inline style, so it is served from /api/auth/authorize.css. */
export const IDENTITY_PAGE_CSS = `
body { font-family: system-ui, sans-serif; max-width: 46rem; margin: 2rem auto; padding: 0 1rem; color: #1b1b1b; }
h1 { font-size: 1.5rem; } ul { list-style: none; padding: 0; } li { margin: 0.4rem 0; }
button { width: 100%; text-align: left; padding: 0.6rem 0.8rem; border: 1px solid #b0b7c3; border-radius: 6px;
  background: #fff; cursor: pointer; font: inherit; }
button:hover, button:focus-visible { border-color: #0b5cad; outline: 2px solid #0b5cad; }
.role { font-weight: 600; } .note { color: #555; font-size: 0.9rem; display: block; }
label { display: block; margin-top: 1.5rem; } input { font: inherit; padding: 0.5rem; width: 60%; }
.error { color: #a40000; }
.public-demo { background: #b3261e; color: #fff; font-weight: 600; padding: 0.5rem 1rem; text-align: center; }
`;

/**
 * Core spec 7: the built-in identity page. Each demo user is a form button (no script needed);
 * the field below takes any seeded e-mail. Submitting redirects to the web app with a one-time code. Its texts
 * are core's i18n keys (identityPage.*); the demo users' descriptions come from the seed, in English.
 */
export function identityPage(
  language: Language,
  demoUsers: readonly DemoUser[],
  unknownEmail?: string,
  publicDemo = false,
): HtmlEscapedString | Promise<HtmlEscapedString> {
  const text = messages[language].identityPage;
  const [before = "", after = ""] = text.unknownEmail.split("{{email}}");
  return html`<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${text.title}</title>
<link rel="stylesheet" href="/api/auth/authorize.css">
</head>
<body>
${publicDemo ? html`<p class="public-demo" role="alert">${messages[language].shell.publicDemo}</p>` : ""}
<main>
<h1>${text.title}</h1>
<p>${text.intro}</p>
${unknownEmail === undefined ? "" : html`<p class="error" role="alert">${before}${unknownEmail}${after}</p>`}
<form method="post" action="/api/auth/authorize">
<ul>
${demoUsers.map(
  (user) => html`<li><button type="submit" name="email" value="${user.email}">
<span class="role">${user.label}</span> (${user.role}${user.scpStatus ? `, ${user.scpStatus}` : ""})
<span class="note">${user.email}: ${user.description}</span></button></li>`,
)}
</ul>
</form>
<form method="post" action="/api/auth/authorize">
<label for="email">${text.otherEmail}</label>
<input id="email" name="email" type="email" required autocomplete="email">
<button type="submit">${text.signIn}</button>
</form>
</main>
</body>
</html>`;
}
