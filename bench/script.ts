/** What the bench's stand-alone scripts (`npm run lighthouse`, `lighthouse:compare`, `bench:first-trip`) share. */
import fs from "node:fs";
import { pathToFileURL } from "node:url";

import type { ServerProcess } from "../tests/support/server-process";

/** A server started for one run: stopped, and its database and uploads removed. */
export async function discardServer(server: ServerProcess): Promise<void> {
  await server.stop();
  fs.rmSync(server.dataDir, { recursive: true, force: true });
}

/** Runs `main` when the module is the script node was started with (not when another module imports it). */
export function runAsScript(moduleUrl: string, main: () => Promise<void>): void {
  if (moduleUrl !== pathToFileURL(process.argv[1] ?? "").href) return;
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
