/**
 * `npm start`: the site with demo content on http://localhost:3000, from a fresh clone or not.
 * Builds first when there is no build or the sources changed since it was made (the build's
 * source stamp, scripts/build-stamp.mjs), then runs the compiled server (`<build>/start.js`) in
 * this same node process. A current build starts in well under 3 seconds. Plain JavaScript: no
 * tsx or cross-env is needed to start. Production runs `<build>/start.js` directly (npm run serve,
 * deploy/sadeli.service).
 */
import { spawnSync } from "node:child_process";
import path from "node:path";
import { pathToFileURL } from "node:url";

import { buildIsCurrent, builtStamp } from "./build-stamp.mjs";

const root = path.resolve(import.meta.dirname, "..");
const buildDir = path.resolve(root, process.env.BUILD_DIR ?? "build");
const entry = path.join(buildDir, "start.js");

if (!buildIsCurrent(root, buildDir)) {
  console.log(builtStamp(buildDir) ? "The sources changed since the last build: building first." : "No build yet: building first (a minute or two).");
  const result = spawnSync("npx", ["react-router", "build"], { cwd: root, stdio: "inherit", env: { ...process.env, BUILD_DIR: buildDir } });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// The local demo's address; production sets its own (docs/deploy.md).
if (!process.env.PUBLIC_URL?.trim()) process.env.PUBLIC_URL = `http://localhost:${process.env.PORT || 3000}`;
await import(pathToFileURL(entry).href);
