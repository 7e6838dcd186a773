/** A backup taken while another connection writes is consistent and holds every row committed before it began. */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, describe, expect, it } from "vitest";
import { backupDatabase } from "~/.server/backup";
import { config } from "~/.server/config";
import { db, schema } from "~/.server/db";

const folder = fs.mkdtempSync(path.join(os.tmpdir(), "sadeli-backup-"));
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

describe("backupDatabase", () => {
  it("copies every committed row and passes the integrity check while writes go on", async () => {
    const rows = Array.from({ length: 200 }, (_, index) => ({ name: `Before ${index}`, email: `before${index}@example.in`, subject: "Backup test", message: "Written before the backup began." }));
    db().insert(schema.contactMessages).values(rows).run();

    // A second connection keeps writing while the copy is made.
    const writer = new Database(config().databasePath);
    writer.pragma("busy_timeout = 5000");
    const insert = writer.prepare("insert into contact_messages (name, email, subject, message) values ('During', 'during@example.in', 'Backup test', 'Written during the backup.')");
    let writing = true;
    const load = (async () => {
      while (writing) {
        insert.run();
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();

    const result = backupDatabase(config().databasePath, folder);
    writing = false;
    await load;
    writer.close();

    expect(result.integrity).toBe("ok");
    const copy = new Database(result.file, { readonly: true });
    const before = copy.prepare("select count(*) as n from contact_messages where name like 'Before %'").get() as { n: number };
    copy.close();
    expect(before.n).toBe(200);
    expect(result.bytes).toBeGreaterThan(0);
  });

  it("refuses a database that does not exist", () => {
    expect(() => backupDatabase(path.join(folder, "missing.db"), folder)).toThrow();
  });
});
