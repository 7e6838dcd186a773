/**
 * Grows a seeded database to benchmark size: copies of the demo rows (with unique titles, SKUs
 * and slugs and spread-out dates) and generated contact messages, in one transaction through
 * prepared statements, so 100,000 rows take about a second. Images reuse the seeded files: the
 * benchmark measures pages and queries, not sharp.
 */
import Database from "better-sqlite3";

export type CatalogueSize = {
  products?: number;
  gallery?: number;
  portfolio?: number;
  blog?: number;
  messages?: number;
};

type Row = Record<string, unknown>;

/** An ISO time `minutes` before a fixed moment, so newer copies sort first and runs are alike. */
const BASE_TIME = Date.parse("2025-06-01T06:00:00.000Z");
const minutesAgo = (minutes: number) => new Date(BASE_TIME - minutes * 60_000).toISOString();

/** Inserts copies of the table's existing rows until it holds `total` rows. */
function growTable(sqlite: Database.Database, table: string, total: number, vary: (template: Row, n: number) => Row) {
  const existing = (sqlite.prepare(`select count(*) as n from ${table}`).get() as { n: number }).n;
  if (existing >= total) return;
  const templates = sqlite.prepare(`select * from ${table} order by id`).all() as Row[];
  if (templates.length === 0) throw new Error(`${table} has no seeded rows to copy; seed the database first`);
  const columns = Object.keys(templates[0]!).filter((column) => column !== "id");
  const insert = sqlite.prepare(`insert into ${table} (${columns.join(", ")}) values (${columns.map((column) => `@${column}`).join(", ")})`);
  for (let n = existing; n < total; n++) {
    const { id: _id, ...template } = templates[n % templates.length]!;
    insert.run({ ...template, ...vary(template, n) });
  }
}

const MESSAGE_TYPES = ["inquiry", "support", "collaboration", "complaint", "other"] as const;
const MESSAGE_STATUSES = ["new", "read", "replied", "closed"] as const;

function growMessages(sqlite: Database.Database, total: number) {
  const existing = (sqlite.prepare("select count(*) as n from contact_messages").get() as { n: number }).n;
  const insert = sqlite.prepare(
    `insert into contact_messages (name, email, phone, subject, message, message_type, status, created_at)
     values (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (let n = existing; n < total; n++) {
    insert.run(
      `Visitor ${n}`,
      `visitor${n}@example.in`,
      "+91 98250 12345",
      `Question about order ${n}`,
      `Namaste, I would like to know more about a sadeli box for order ${n}. Could you share sizes and delivery time?`,
      MESSAGE_TYPES[n % MESSAGE_TYPES.length],
      MESSAGE_STATUSES[n % MESSAGE_STATUSES.length],
      minutesAgo(n),
    );
  }
}

/** Grows each table to the given total (tables not named are left as they are). */
export function fillCatalogue(databasePath: string, size: CatalogueSize): void {
  const sqlite = new Database(databasePath);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("foreign_keys = ON");
  try {
    sqlite.transaction(() => {
      const dated = (n: number) => ({ created_at: minutesAgo(n * 7), updated_at: minutesAgo(n * 7) });
      if (size.products) {
        growTable(sqlite, "products", size.products, (row, n) => ({
          ...dated(n),
          title: `${row.title} No. ${n}`,
          sku: `BENCH-${n}`,
        }));
      }
      if (size.gallery) growTable(sqlite, "gallery_items", size.gallery, (row, n) => ({ ...dated(n), title: `${row.title} No. ${n}` }));
      if (size.portfolio) growTable(sqlite, "portfolio_items", size.portfolio, (row, n) => ({ ...dated(n), title: `${row.title} No. ${n}` }));
      if (size.blog) {
        growTable(sqlite, "blog_posts", size.blog, (row, n) => ({
          ...dated(n),
          title: `${row.title} (part ${n})`,
          slug: `${row.slug}-part-${n}`,
          published_at: row.status === "published" ? minutesAgo(n * 7) : null,
        }));
      }
      if (size.messages) growMessages(sqlite, size.messages);
    })();
    sqlite.pragma("wal_checkpoint(TRUNCATE)");
  } finally {
    sqlite.close();
  }
}

/** Rows in a table, to count stored submissions after the load. */
export function countRows(databasePath: string, table: string): number {
  const sqlite = new Database(databasePath, { readonly: true });
  try {
    return (sqlite.prepare(`select count(*) as n from ${table}`).get() as { n: number }).n;
  } finally {
    sqlite.close();
  }
}
