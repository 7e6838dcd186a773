/**
 * The theme switch on a page sent without hydration (a blog post, decision 019), as a plain
 * script: the form is sent in the background and the page changes scheme in place, as on a
 * page that hydrated, instead of reloading at its top. CSS shows the right button for the
 * scheme (theme-toggle.tsx): the page sets `data-theme`, and the media of the dark rules' sheet
 * (document-stylesheet.tsx). Without JavaScript the form posts and comes back, as before.
 *
 * Sent as its own source text (page-scripts.tsx): it must not use anything from outside
 * its body.
 */
export function switchThemeInPlace(): void {
  document.addEventListener("submit", (event) => {
    const form = event.target;
    const button = event.submitter;
    if (!(form instanceof HTMLFormElement) || !form.hasAttribute("data-theme-toggle") || !(button instanceof HTMLButtonElement)) return;
    event.preventDefault();
    // "stay": the answer only sets the cookie (routes/resources/theme.ts).
    const body = new URLSearchParams({ theme: button.value, stay: "1" });
    void fetch("/theme", { method: "POST", body, redirect: "manual", credentials: "same-origin" })
      .then(() => {
        document.documentElement.dataset.theme = button.value;
        // The public pages' dark rules apply by their sheet's media (document-stylesheet.tsx).
        document.querySelector('style[data-stylesheet="dark"]')?.setAttribute("media", button.value === "dark" ? "all" : "not all");
      })
      .catch(() => {
        // As without JavaScript: the form posts to this page and comes back to it.
        const field = document.createElement("input");
        field.type = "hidden";
        field.name = "theme";
        field.value = button.value;
        form.append(field);
        form.submit();
      });
  });
}
