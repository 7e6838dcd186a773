/**
 * npm run api:types: writes the TypeScript types of the API (openapi-typescript) from the
 * generated OpenAPI document into tests/api/generated/openapi.d.ts, where an API test uses them
 * through openapi-fetch. tests/unit/openapi.test.ts fails when the committed file is stale.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { openApiDocument } from "~/routes/api/.server/openapi";

const folder = fs.mkdtempSync(path.join(os.tmpdir(), "openapi-"));
const document = path.join(folder, "openapi.json");
fs.writeFileSync(document, JSON.stringify(openApiDocument("https://sadeli.example")));
const output = path.resolve("tests/api/generated/openapi.d.ts");
fs.mkdirSync(path.dirname(output), { recursive: true });
execFileSync("npx", ["openapi-typescript", document, "--output", output], { stdio: "inherit" });
fs.rmSync(folder, { recursive: true, force: true });
