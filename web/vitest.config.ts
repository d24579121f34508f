import { defineConfig } from "vitest/config";
import { webProjects } from "./vitest.projects.ts";

// `npm test -w @catalogue/web`: the web app's projects alone (the root vitest.config.ts lists them with the others).
export default defineConfig({ test: { projects: webProjects(".") } });
