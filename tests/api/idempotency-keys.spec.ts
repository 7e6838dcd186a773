/**
 * Idempotency-Key over HTTP (issue 33, docs/decisions/056): two identical product inquiries sent
 * at the same moment with one key store one; a later retry with the key replays the first answer
 * (`Idempotent-Replayed: true`); the key with another body is a 422 and stores nothing.
 *
 * Playwright's own `test`, not the contract-checked one of fixtures.ts: the inquiry's answer carries
 * `updated_at` (migration 0015), which the contract adds with issue 33's sync (part D). Once that is
 * merged, import `test` from ./fixtures again.
 */
import { expect, test } from "@playwright/test";

import { someAvailableProduct } from "../e2e/support/factories";
import { approvedClient, bearer, withTestDatabase } from "./support";

const PATH = "/api/products/inquiries/submit/";

test("two identical inquiries sent in parallel with one Idempotency-Key store one; the retry replays the first answer; another body is a 422", async ({
  request,
}) => {
  const client = await approvedClient(request, "idempotent");
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;
  const key = `inquiry-${tag}`;
  const body = { product_item: someAvailableProduct().id, message: `Forty ring boxes, please (${tag})` };
  const headers = { ...bearer(client.token), "Idempotency-Key": key };
  const stored = () =>
    withTestDatabase(
      (database) =>
        (database.prepare("select count(*) as n from product_inquiries where user_id = ? and message like ?").get(client.id, `%${tag}%`) as { n: number }).n,
    );

  const parallel = await Promise.all([0, 1].map(() => request.post(PATH, { data: body, headers })));
  const fresh = parallel.filter((answer) => answer.status() === 201 && answer.headers()["idempotent-replayed"] === undefined);
  expect(fresh).toHaveLength(1);
  // The other was refused while the first ran (409, nothing stored), or replayed it if the first had finished.
  for (const answer of parallel) expect([201, 409]).toContain(answer.status());
  expect(stored()).toBe(1);
  const first = await fresh[0]!.json();

  const retry = await request.post(PATH, { data: body, headers });
  expect(retry.status()).toBe(201);
  expect(retry.headers()["idempotent-replayed"]).toBe("true");
  expect(await retry.json()).toEqual(first);
  expect(stored()).toBe(1);

  const other = await request.post(PATH, { data: { ...body, message: `Another question (${tag})` }, headers });
  expect(other.status()).toBe(422);
  expect((await other.json()).status).toBe(false);
  expect(stored()).toBe(1);
});
