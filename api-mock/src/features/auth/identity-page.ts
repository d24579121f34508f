import { html } from "hono/html";
import type { HtmlEscapedString } from "hono/utils/html";
import type { DemoUser } from "../../seed/index";

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
`;

/**
 * Core spec 7 / issue 5 item 5: the built-in identity page. Each demo user is a form button (no script needed);
 * the field below takes any seeded e-mail. Submitting redirects to the web app with a one-time code.
 */
export function identityPage(
  demoUsers: readonly DemoUser[],
  error?: string,
): HtmlEscapedString | Promise<HtmlEscapedString> {
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign in: Product Catalogue (development identity page)</title>
<link rel="stylesheet" href="/api/auth/authorize.css">
</head>
<body>
<main>
<h1>Sign in to the Product Catalogue</h1>
<p>This development identity page stands in for the company login. Choose a demo user.</p>
${error ? html`<p class="error" role="alert">${error}</p>` : ""}
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
<label for="email">Or any seeded e-mail address</label>
<input id="email" name="email" type="email" required autocomplete="email">
<button type="submit">Sign in</button>
</form>
</main>
</body>
</html>`;
}
