/**
 * A second click or a browser's re-post never stores twice (issue 14, section 3): every public form
 * and every panel create form carries a one-time key; the same body posted twice gets the same
 * answer twice and leaves one row, and so do two posts of it at the same moment.
 */
import { type APIRequestContext } from "@playwright/test";

import { expect, newCheckedContext, test } from "./fixtures";
import { approvedClient, businessSignupForm, E2E_ADMIN, withTestDatabase } from "./support";

type Body = Record<string, string>;
type Door = {
  name: string;
  /** Who posts: a visitor, a signed-in business account, or the admin. */
  as: "guest" | "client" | "admin";
  /** The page that renders the form (its key comes from there). */
  page: (ids: Ids) => string;
  post: (ids: Ids) => string;
  body: (stamp: string, ids: Ids) => Body;
  multipart?: boolean;
  /** Rows this post made. */
  rows: (stamp: string, ids: Ids) => number;
};
type Ids = { product: number; portfolio: number; clientId: number; galleryImage: string; portfolioImage: string };

const count = (sql: string, ...values: unknown[]) => withTestDatabase((database) => (database.prepare(sql).get(...values) as { n: number }).n);

const DOORS: Door[] = [
  {
    name: "contact",
    as: "guest",
    page: () => "/contact",
    post: () => "/contact",
    body: (stamp) => ({
      name: "Asha Patel",
      email: `keys.${stamp}@example.in`,
      phone: "",
      message_type: "inquiry",
      subject: "A jewellery box",
      message: "Do you make boxes with a mirror inside?",
    }),
    rows: (stamp) => count("select count(*) as n from contact_messages where email = ?", `keys.${stamp}@example.in`),
  },
  {
    name: "newsletter",
    as: "guest",
    page: () => "/newsletter",
    post: () => "/newsletter",
    body: (stamp) => ({ email: `reader.${stamp}@example.in` }),
    // A sign-up waits for its emailed link (double opt-in, issue 28): one confirmation email, not two.
    rows: (stamp) => count("select count(*) as n from email_outbox where to_address = ?", `reader.${stamp}@example.in`),
  },
  {
    name: "sign-up",
    as: "guest",
    page: () => "/signup",
    post: () => "/signup",
    body: (stamp) => businessSignupForm(`signup.${stamp}@example.in`),
    rows: (stamp) => count("select count(*) as n from users where user_email = ?", `signup.${stamp}@example.in`),
  },
  {
    name: "product inquiry",
    as: "client",
    page: (ids) => `/products/${ids.product}`,
    post: (ids) => `/products/${ids.product}`,
    body: (stamp) => ({ message: `Twelve coasters, please (${stamp})`, quantity: "12", budget: "", delivery_timeline: "" }),
    rows: (stamp, ids) => count("select count(*) as n from product_inquiries where user_id = ? and message like ?", ids.clientId, `%${stamp}%`),
  },
  {
    name: "portfolio inquiry",
    as: "client",
    page: (ids) => `/portfolio/${ids.portfolio}`,
    post: (ids) => `/portfolio/${ids.portfolio}`,
    body: (stamp) => ({ message: `A lobby panel like this one (${stamp})`, budget: "", timeline: "" }),
    rows: (stamp, ids) => count("select count(*) as n from portfolio_inquiries where user_id = ? and message like ?", ids.clientId, `%${stamp}%`),
  },
  {
    name: "panel product",
    as: "admin",
    page: () => "/panel/products/new",
    post: () => "/panel/products/new",
    multipart: true,
    body: (stamp) => ({ title: `Keyed lamp ${stamp}`, category: "1", price: "3200", description: "A lamp base.", is_available: "on" }),
    rows: (stamp) => count("select count(*) as n from products where title = ?", `Keyed lamp ${stamp}`),
  },
  {
    name: "panel product category",
    as: "admin",
    page: () => "/panel/product-categories/new",
    post: () => "/panel/product-categories/new",
    body: (stamp) => ({ name: `Keyed trays ${stamp}`, description: "", is_active: "on" }),
    rows: (stamp) => count("select count(*) as n from product_categories where name = ?", `Keyed trays ${stamp}`),
  },
  {
    name: "panel gallery item",
    as: "admin",
    page: () => "/panel/gallery/new",
    post: () => "/panel/gallery/new",
    multipart: true,
    body: (stamp, ids) => ({ title: `Keyed panel ${stamp}`, category: "1", description: "A panel.", image_url: ids.galleryImage, is_available: "on" }),
    rows: (stamp) => count("select count(*) as n from gallery_items where title = ?", `Keyed panel ${stamp}`),
  },
  {
    name: "panel gallery category",
    as: "admin",
    page: () => "/panel/categories/new",
    post: () => "/panel/categories/new",
    body: (stamp) => ({ name: `Keyed murals ${stamp}`, description: "", is_active: "on" }),
    rows: (stamp) => count("select count(*) as n from gallery_categories where name = ?", `Keyed murals ${stamp}`),
  },
  {
    name: "panel portfolio item",
    as: "admin",
    page: () => "/panel/portfolio/new",
    post: () => "/panel/portfolio/new",
    multipart: true,
    body: (stamp, ids) => ({ title: `Keyed lobby ${stamp}`, category: "1", description: "A hotel lobby.", image_url: ids.portfolioImage, is_public: "on" }),
    rows: (stamp) => count("select count(*) as n from portfolio_items where title = ?", `Keyed lobby ${stamp}`),
  },
  {
    name: "panel portfolio category",
    as: "admin",
    page: () => "/panel/portfolio-categories/new",
    post: () => "/panel/portfolio-categories/new",
    body: (stamp) => ({ name: `Keyed hotels ${stamp}`, description: "", is_active: "on" }),
    rows: (stamp) => count("select count(*) as n from portfolio_categories where name = ?", `Keyed hotels ${stamp}`),
  },
  {
    name: "panel blog post",
    as: "admin",
    page: () => "/panel/blog/new",
    post: () => "/panel/blog/new",
    multipart: true,
    body: (stamp) => ({ title: `Keyed post ${stamp}`, category: "1", content: "A paragraph.", status: "draft" }),
    rows: (stamp) => count("select count(*) as n from blog_posts where title = ?", `Keyed post ${stamp}`),
  },
  {
    name: "panel blog category",
    as: "admin",
    page: () => "/panel/blog-categories/new",
    post: () => "/panel/blog-categories/new",
    body: (stamp) => ({ name: `Keyed news ${stamp}`, slug: "" }),
    rows: (stamp) => count("select count(*) as n from blog_categories where name = ?", `Keyed news ${stamp}`),
  },
  {
    name: "panel user",
    as: "admin",
    page: () => "/panel/users/new",
    post: () => "/panel/users/new",
    body: (stamp) => ({
      user_name: "Nisha Rao",
      business_name: "Sadeli Workshop",
      user_email: `staff.${stamp}@example.in`,
      contact_number: "+91 98250 22222",
      address: "3 Gopipura",
      city: "Surat",
      password: "keyed-staff-password",
      user_type: "3",
    }),
    rows: (stamp) => count("select count(*) as n from users where user_email = ?", `staff.${stamp}@example.in`),
  },
];

/** The key the page rendered into its form. */
async function renderedKey(context: APIRequestContext, path: string): Promise<string> {
  const page = await context.get(path);
  expect(page.status(), path).toBe(200);
  const key = /name="_submission" value="([^"]+)"/.exec(await page.text())?.[1];
  expect(key, `${path} renders a submission key`).toBeTruthy();
  return key!;
}

async function signedIn(baseURL: string, email: string, password: string): Promise<APIRequestContext> {
  const context = await newCheckedContext({ baseURL });
  const login = await context.post("/login", { form: { user_email: email, password }, maxRedirects: 0 });
  expect(login.status()).toBe(302);
  return context;
}

let contexts: Record<Door["as"], APIRequestContext>;
let ids: Ids;

test.beforeAll(async ({ baseURL }) => {
  const guest = await newCheckedContext({ baseURL });
  const client = await approvedClient(guest, "keys");
  contexts = {
    guest,
    client: await signedIn(baseURL!, client.user_email, client.password),
    admin: await signedIn(baseURL!, E2E_ADMIN.email, E2E_ADMIN.password),
  };
  ids = withTestDatabase((database) => {
    const one = (sql: string) => database.prepare(sql).get() as Record<string, number | string>;
    return {
      product: one("select id from products where is_available = 1 order by id limit 1").id as number,
      portfolio: one("select id from portfolio_items where is_public = 1 order by id limit 1").id as number,
      clientId: (database.prepare("select id from users where user_email = ?").get(client.user_email) as { id: number }).id,
      galleryImage: one("select image_url from gallery_items where image_url <> '' order by id limit 1").image_url as string,
      portfolioImage: one("select image_url from portfolio_items where image_url <> '' order by id limit 1").image_url as string,
    };
  });
});

test.afterAll(async () => {
  for (const context of Object.values(contexts ?? {})) await context.dispose();
});

const send = (door: Door, body: Body) =>
  contexts[door.as].post(door.post(ids), { ...(door.multipart ? { multipart: body } : { form: body }), maxRedirects: 0 });

for (const door of DOORS) {
  test(`${door.name}: the same form posted twice is answered twice as sent and stored once`, async () => {
    const stamp = `${Date.now()}.${Math.floor(Math.random() * 1e6)}`;
    const body = { ...door.body(stamp, ids), _submission: await renderedKey(contexts[door.as], door.page(ids)) };
    const first = await send(door, body);
    expect(first.status(), await first.text()).toBe(302);
    const again = await send(door, body);
    expect(again.status(), await again.text()).toBe(302);
    expect(again.headers().location).toBe(first.headers().location);
    expect(door.rows(stamp, ids)).toBe(1);
  });
}

// Two posts at the same moment: the key is claimed in the record's own write transaction. The
// sign-up and the panel's user hash a password first, so both posts are past every check at once.
for (const name of ["contact", "sign-up", "panel product", "panel user"]) {
  test(`${name}: two posts of one form at the same moment store it once`, async () => {
    const door = DOORS.find((candidate) => candidate.name === name)!;
    const stamp = `${Date.now()}.${Math.floor(Math.random() * 1e6)}`;
    const body = { ...door.body(stamp, ids), _submission: await renderedKey(contexts[door.as], door.page(ids)) };
    const answers = await Promise.all([send(door, body), send(door, body)]);
    expect(answers.map((answer) => answer.status())).toEqual([302, 302]);
    expect(answers[1]!.headers().location).toBe(answers[0]!.headers().location);
    expect(door.rows(stamp, ids)).toBe(1);
  });
}

test("a form without a key (an old page, a client of its own) is stored as before: each post once", async () => {
  const door = DOORS[0]!;
  const stamp = `${Date.now()}.${Math.floor(Math.random() * 1e6)}`;
  const body = door.body(stamp, ids);
  expect((await send(door, body)).status()).toBe(302);
  expect((await send(door, body)).status()).toBe(302);
  expect(door.rows(stamp, ids)).toBe(2);
});

test("one rendered key shared by two visitors (a kept copy of the page) still takes both messages", async () => {
  const door = DOORS[0]!;
  const key = await renderedKey(contexts.guest, "/contact");
  const [one, two] = [`${Date.now()}.a`, `${Date.now()}.b`];
  expect((await send(door, { ...door.body(one, ids), _submission: key })).status()).toBe(302);
  expect((await send(door, { ...door.body(two, ids), _submission: key })).status()).toBe(302);
  expect([door.rows(one, ids), door.rows(two, ids)]).toEqual([1, 1]);
});
