import type { CommandSpec } from "../../cli-spec/command-spec";

const USER_JSON = "{ id: number, email: string, name: string, role: Role, admin: boolean }";

/** `catalogue login`. */
export const loginCommand: CommandSpec = {
  name: "login",
  summary: "sign in to a server with a personal API token",
  details:
    "Create a token in the web app (Settings, API tokens) and paste it when asked, or give it with --token or on " +
    "standard input. Against a demo server, --demo signs in as a demo user without a browser. The token is checked " +
    "(who am I) and kept in the user's config directory ($XDG_CONFIG_HOME/catalogue/config.json, else " +
    "~/.config/catalogue/config.json) with mode 0600, one per server URL.",
  options: [
    { flags: "--token <token>", description: "the API token (else asked for, or read from standard input)" },
    {
      flags: "--demo <email>",
      description: "demo servers only: sign in as this demo user through the developer controls",
    },
  ],
  examples: [
    { command: "catalogue login --url https://catalogue.example.com", comment: "asks for the token" },
    {
      command: "catalogue login --url http://localhost:8080 < token.txt",
      comment: "a script reads it from a file",
    },
    {
      command: "catalogue login --demo admin@catalogue.example --url http://localhost:8080",
      comment: "the local demo server's admin, no browser needed",
    },
  ],
  json: `{ url: string, user: ${USER_JSON} }`,
  load: () => import("./login").then((module) => module.login),
};

/** `catalogue whoami`. */
export const whoamiCommand: CommandSpec = {
  name: "whoami",
  summary: "print who the CLI is signed in as, and where",
  examples: [{ command: "catalogue whoami", comment: "which account and server the next command uses" }],
  json: `{ url: string, user: ${USER_JSON.replace(" }", ", enabled: boolean, roles: { role: Role, country: string }[] }")} }`,
  load: () => import("./whoami").then((module) => module.whoami),
};

/** `catalogue logout`. */
export const logoutCommand: CommandSpec = {
  name: "logout",
  summary: "forget the token of a server (and revoke it with --revoke)",
  options: [{ flags: "--revoke", description: "revoke the token on the server too, so no copy of it works" }],
  examples: [
    { command: "catalogue logout", comment: "forget the token of the current server" },
    { command: "catalogue logout --revoke", comment: "revoke it as well" },
  ],
  json: "{ url: string, signedOut: boolean, revoked: boolean }",
  load: () => import("./logout").then((module) => module.logout),
};
