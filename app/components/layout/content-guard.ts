/**
 * Discourages copying of the artisans' designs (spec section 2), as a plain script that runs while
 * the head is read: the page is guarded from its first paint, before hydration (which waits for
 * the load event, decision 018), and on a page that never hydrates (a blog post, decision 019).
 *
 * No context menu, copy, cut, drag, or the shortcuts for print, save, view-source and developer
 * tools; print-screen and a hidden tab black the screen out. Form fields are never blocked:
 * typing, selecting, copying and pasting in them work as usual. Nor are the elements marked
 * `data-copyable` (app/lib/copyable.ts: the workshop's address, phone and email, a product's SKU):
 * a selection wholly inside them can be copied, and their context menu opens (a phone's long
 * press). Site settings can switch all of
 * this off: every listener reads `data-protect` on <html> when it is called, which the root layout
 * keeps in step with the settings, so a change applies at once, without a reload.
 *
 * The function is sent as its own source text (page-scripts.tsx): it must not use anything
 * from outside its body.
 */
export function guardContent(blackoutMs: number): void {
  const isOn = () => document.documentElement.dataset.protect === "on";
  const isEditable = (target: EventTarget | null) =>
    target instanceof Element && target.closest("input, textarea, select, [contenteditable=''], [contenteditable='true']") !== null;
  const isCopyable = (node: Node | null) => {
    const element = node instanceof Element ? node : (node?.parentElement ?? null);
    return element?.closest("[data-copyable]") != null;
  };
  /** A copy or cut of what is selected: allowed when every selected range lies inside a copyable element. */
  const selectionIsCopyable = (target: EventTarget | null) => {
    const selection = document.getSelection();
    if (!selection || selection.isCollapsed) return target instanceof Node && isCopyable(target);
    for (let index = 0; index < selection.rangeCount; index += 1) {
      if (!isCopyable(selection.getRangeAt(index).commonAncestorContainer)) return false;
    }
    return true;
  };

  const isBlockedShortcut = (event: KeyboardEvent) => {
    const key = event.key.toLowerCase();
    const command = event.ctrlKey || event.metaKey;
    if (key === "f12") return true;
    if (command && ["p", "s", "u"].includes(key)) return true;
    if (command && event.shiftKey && ["i", "j", "c"].includes(key)) return true;
    return event.metaKey && event.altKey && ["i", "j", "c", "u"].includes(key);
  };

  let timer: ReturnType<typeof setTimeout> | undefined;
  let screen: HTMLDivElement | undefined;
  const blackOut = () => {
    if (!isOn()) return;
    if (!screen) {
      // Styled on the element: no class of the stylesheet is needed, so it works on any page.
      screen = document.createElement("div");
      screen.dataset.testid = "screen-blackout";
      screen.setAttribute("aria-hidden", "true");
      screen.style.cssText = "position:fixed;inset:0;z-index:100;background:#000";
    }
    if (!screen.isConnected) document.body.append(screen);
    clearTimeout(timer);
    timer = setTimeout(() => screen?.remove(), blackoutMs);
  };

  const blockOutsideFields = (event: Event) => {
    if (!isOn() || isEditable(event.target)) return;
    const allowed = event.type === "copy" || event.type === "cut" ? selectionIsCopyable(event.target) : isCopyable(event.target as Node | null);
    if (!allowed) event.preventDefault();
  };
  for (const type of ["contextmenu", "copy", "cut", "dragstart"]) document.addEventListener(type, blockOutsideFields);
  document.addEventListener("keydown", (event) => {
    if (event.key === "PrintScreen") blackOut();
    else if (isOn() && isBlockedShortcut(event)) event.preventDefault();
  });
  document.addEventListener("keyup", (event) => {
    // Most systems only report print-screen on release.
    if (event.key !== "PrintScreen" || !isOn()) return;
    blackOut();
    void navigator.clipboard?.writeText("").catch(() => undefined);
  });
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "hidden") blackOut();
  });
}
