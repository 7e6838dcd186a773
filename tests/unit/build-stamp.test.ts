/**
 * `npm start` builds only when it has to (scripts/start.mjs, issue 17): a build is current when it
 * has its compiled entry and the stamp of the sources it was made from matches the tree now.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { afterAll, describe, expect, it } from "vitest";

import { buildIsCurrent, sourceStamp, writeStamp } from "../../scripts/build-stamp.mjs";

const root = fs.mkdtempSync(path.join(os.tmpdir(), "sadeli-stamp-"));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

function write(file: string, text: string) {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), text);
}

describe("build stamp", () => {
  it("a build made from the tree as it is is current; a change to any input, or a missing entry, is not", () => {
    write("app/root.tsx", "export default 1;");
    write("server/app.ts", "export {};");
    write("package-lock.json", "{}");
    const build = path.join(root, "build");
    expect(buildIsCurrent(root, build)).toBe(false);
    fs.mkdirSync(build);
    fs.writeFileSync(path.join(build, "start.js"), "");
    writeStamp(build, sourceStamp(root));
    expect(buildIsCurrent(root, build)).toBe(true);

    // Files outside the inputs (data, tests, docs) change nothing.
    write("data/app.db", "rows");
    write("docs/notes.md", "words");
    expect(buildIsCurrent(root, build)).toBe(true);

    write("app/root.tsx", "export default 2;");
    expect(buildIsCurrent(root, build)).toBe(false);
    writeStamp(build, sourceStamp(root));
    write("app/routes/new-page.tsx", "export {};");
    expect(buildIsCurrent(root, build)).toBe(false);
    writeStamp(build, sourceStamp(root));
    write("package-lock.json", '{"changed":true}');
    expect(buildIsCurrent(root, build)).toBe(false);
    writeStamp(build, sourceStamp(root));
    expect(buildIsCurrent(root, build)).toBe(true);
    fs.rmSync(path.join(build, "start.js"));
    expect(buildIsCurrent(root, build)).toBe(false);
  });
});
