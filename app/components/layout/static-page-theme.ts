/**
 * The theme switch on a page sent without hydration (a blog post, decision 019), as a plain
 * script: the form is sent in the background and the page changes scheme in place, as on a
 * page that hydrated, instead of reloading at its top. CSS shows the right button for the
 * scheme (theme-toggle.tsx), so setting `data-theme` is all the page needs. Without
 * JavaScript the form posts and comes back, as before.
 *
 * Sent as its own source text (page-scripts.tsx): it must not use anything from outside
 * its body.
 */
export function switchThemeInPlace(): void {
  document.addEventListener("submit", (event) => {
    const form = event.target;
    const button = event.submitter;
    if (!(form instanceof HTMLFormElement) || new URL(form.action).pathname !== "/theme" || !(button instanceof HTMLButtonElement)) return;
    event.preventDefault();
    const body = new URLSearchParams();
    for (const [name, value] of new FormData(form, button)) body.append(name, String(value));
    // The answer is a redirect back to this page: the cookie it sets is all that is needed.
    void fetch(form.action, { method: "POST", body, redirect: "manual", credentials: "same-origin" })
      .then(() => {
        document.documentElement.dataset.theme = button.value;
      })
      .catch(() => form.submit());
  });
}
