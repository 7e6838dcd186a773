/**
 * What a build was made from: the sizes and modification times of every file that goes into it.
 * The build writes it to `<build>/source-stamp.json` (vite.config.ts); `npm start` (scripts/start.mjs)
 * rebuilds only when the stamp of the tree differs. Plain JavaScript, so that `npm start` runs on
 * node alone.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/** Folders and files whose content ends up in the build (migrations are read at run time). */
const INPUTS = ["app", "server", "public", "server.ts", "vite.config.ts", "react-router.config.ts", "tsconfig.json", "package-lock.json"];

export const STAMP_FILE = "source-stamp.json";

function* filesUnder(entry) {
  let stat;
  try {
    stat = fs.statSync(entry);
  } catch {
    return;
  }
  if (stat.isDirectory()) {
    for (const name of fs.readdirSync(entry).sort()) yield* filesUnder(path.join(entry, name));
  } else {
    yield { file: entry, size: stat.size, mtime: stat.mtimeMs };
  }
}

/** A hash of every input's path, size and modification time, for the tree at `root`. */
export function sourceStamp(root) {
  const hash = createHash("sha256");
  for (const input of INPUTS) {
    for (const { file, size, mtime } of filesUnder(path.join(root, input))) hash.update(`${path.relative(root, file)}\0${size}\0${mtime}\n`);
  }
  return hash.digest("hex");
}

/** The stamp the build at `buildDir` was made from, or undefined (no build, or an older kind). */
export function builtStamp(buildDir) {
  try {
    return JSON.parse(fs.readFileSync(path.join(buildDir, STAMP_FILE), "utf8")).stamp;
  } catch {
    return undefined;
  }
}

export function writeStamp(buildDir, stamp) {
  fs.writeFileSync(path.join(buildDir, STAMP_FILE), `${JSON.stringify({ stamp, builtAt: new Date().toISOString() })}\n`);
}

/** Whether the build at `buildDir` has its compiled entry and was made from the tree at `root` as it is now. */
export function buildIsCurrent(root, buildDir) {
  return fs.existsSync(path.join(buildDir, "start.js")) && builtStamp(buildDir) === sourceStamp(root);
}
