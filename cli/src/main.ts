import { runCli } from "./program";

// A reader that stops early (`catalogue users list | head`) closes the pipe: that ends the output, not in a crash.
process.stdout.on("error", (error: NodeJS.ErrnoException) => {
  if (error.code === "EPIPE") process.exit(process.exitCode ?? 0);
  throw error;
});

process.exitCode = await runCli(process.argv);
