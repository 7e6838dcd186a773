/**
 * Issue 29, defect 9: subscribing from a page's footer with JavaScript off ended on the newsletter
 * page with only "Back to Home". A plain post from a footer now goes back to the page it came
 * from (its path and query, at the footer) with the thanks as a toast in the page's language;
 * the return path is this site's only, anything else falls back to the newsletter page.
 */
import { describe, expect, it } from "vitest";

import { copyFor } from "~/lib/i18n/copy.server";
import { readToast } from "~/routes/.server/toast";
import * as newsletterRoute from "~/routes/site/newsletter";

import { unique } from "../support/factories";

const SITE = "http://localhost:5173";

async function postFromFooter(returnTo: string | null, lang?: "gu" | "hi") {
  const body = new URLSearchParams({ email: `${unique("reader")}@reader.example` });
  if (returnTo !== null) body.set("_return", returnTo);
  const request = new Request(`${SITE}${lang ? `/${lang}` : ""}/newsletter`, { method: "POST", body });
  return (await newsletterRoute.action({ request, params: lang ? { lang } : {}, context: { clientAddress: unique("10.2.0.") } } as never)) as Response;
}

async function toastOf(answer: Response) {
  const cookie = answer.headers.get("Set-Cookie")?.split(";")[0];
  return (await readToast(new Request(SITE, { headers: cookie ? { Cookie: cookie } : {} }))).toast;
}

describe("a plain post from a page's footer", () => {
  it("goes back to that page, at the footer, with the thanks in the page's language", async () => {
    const answer = await postFromFooter("/gu/products?page=2&category=3", "gu");
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toBe("/gu/products?page=2&category=3#footer-newsletter");
    expect(await toastOf(answer)).toEqual({ type: "success", message: copyFor("gu").newsletterCopy.success });

    const english = await postFromFooter("/blog/a-short-history-of-surat-sadeli");
    expect(english.headers.get("Location")).toBe("/blog/a-short-history-of-surat-sadeli#footer-newsletter");
    expect((await toastOf(english))?.message).toMatch(/^Thank you for subscribing! Please check your inbox/);
  });

  it.each([
    ["another origin", "//evil.example/phish"],
    ["a scheme", "https://evil.example/"],
    ["a backslash", "/\\evil.example"],
    ["an encoded slash", "/%2F%2Fevil.example"],
    ["script", "javascript:alert(1)"],
    ["nothing", ""],
    ["the newsletter page itself", "/hi/newsletter"],
  ])("with %s as its return path falls back to the newsletter page's thanks", async (_name, returnTo) => {
    const answer = await postFromFooter(returnTo, "hi");
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toBe("/hi/newsletter?subscribed=1");
  });

  it("without a return path (the newsletter page's own form) answers as before", async () => {
    const answer = await postFromFooter(null);
    expect(answer.headers.get("Location")).toBe("/newsletter?subscribed=1");
    expect(await toastOf(answer)).toBeNull();
  });
});
