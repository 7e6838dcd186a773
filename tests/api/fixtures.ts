/**
 * The API tests' `test`: the same as Playwright's, except that `request` checks every answer it
 * receives against the OpenAPI description (contract.ts) and fails the call that breaks it.
 * Contexts a test makes itself are checked the same way through `checkedContext`.
 */
import { type APIRequestContext, type APIResponse, request as playwrightRequest, test as base } from "@playwright/test";

import { ApiContract } from "./contract";

export { expect } from "@playwright/test";

let contract: Promise<ApiContract> | undefined;
/** The description, read once per worker from the server under test. */
export function apiContract(): Promise<ApiContract> {
  contract ??= ApiContract.load(`http://127.0.0.1:${process.env.E2E_PORT}`);
  return contract;
}

const SHORTHANDS = { get: "GET", post: "POST", put: "PUT", patch: "PATCH", delete: "DELETE", head: "HEAD" } as const;

async function checkAnswer(method: string, response: APIResponse) {
  const path = new URL(response.url()).pathname;
  if (!(path === "/api" || path.startsWith("/api/") || path.startsWith("/core_api/"))) return;
  (await apiContract()).check({
    method,
    url: response.url(),
    status: response.status(),
    headers: response.headers(),
    body: method === "HEAD" ? "" : await response.text(),
  });
}

/** The context, with every answer checked against the API's description. */
export function checkedContext(context: APIRequestContext): APIRequestContext {
  return new Proxy(context, {
    get(target, property, receiver) {
      const original = Reflect.get(target, property, receiver);
      if (typeof original !== "function") return original;
      if (property in SHORTHANDS) {
        const method = SHORTHANDS[property as keyof typeof SHORTHANDS];
        return async (...args: unknown[]) => {
          const response = (await original.apply(target, args)) as APIResponse;
          await checkAnswer(method, response);
          return response;
        };
      }
      if (property === "fetch") {
        return async (input: unknown, options?: { method?: string }) => {
          const response = (await original.call(target, input, options)) as APIResponse;
          const method = options?.method ?? (typeof input === "object" && input && "method" in input ? (input as { method(): string }).method() : "GET");
          await checkAnswer(method.toUpperCase(), response);
          return response;
        };
      }
      return original.bind(target);
    },
  });
}

export const test = base.extend({
  request: async ({ request }, use) => {
    await use(checkedContext(request));
  },
});

/** A request context of the test's own (other headers, another server), checked like `request`. */
export async function newCheckedContext(options?: Parameters<typeof playwrightRequest.newContext>[0]): Promise<APIRequestContext> {
  return checkedContext(await playwrightRequest.newContext(options));
}
