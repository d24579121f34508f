#!/usr/bin/env node
// The CLI is TypeScript run through tsx, so admins need no build step; tsx is told which tsconfig holds the JSX setting.
import { fileURLToPath } from "node:url";
import { register } from "tsx/esm/api";

register({ tsconfig: fileURLToPath(new URL("../tsconfig.json", import.meta.url)) });
await import("../src/main.ts");
