/**
 * Vitest's global setup: one folder per run where the demo content is seeded once, by the first
 * test file that asks for it (tests/support/seeded-demo.ts), and copied by every file that does.
 * Making the folder costs nothing: a run that needs no demo content never seeds.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    demoSeedFolder: string;
  }
}

export default function setup(project: TestProject) {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "sadeli-demo-seed-"));
  project.provide("demoSeedFolder", folder);
  return () => fs.rmSync(folder, { recursive: true, force: true });
}
