// `npm run dev`: api-mock in watch mode and the Vite dev server (hot reload, /api proxied) side by side.
import { spawn } from "node:child_process";

const children = [
  spawn("npm", ["run", "dev", "-w", "@catalogue/api-mock"], {
    stdio: "inherit",
    cwd: new URL("../..", import.meta.url),
  }),
  spawn("npx", ["vite"], { stdio: "inherit", cwd: new URL("..", import.meta.url) }),
];
const stop = () => {
  for (const child of children) child.kill("SIGTERM");
};
for (const child of children)
  child.on("exit", (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
