/**
 * The menus of the site and the panel are <details> elements, so they open without JavaScript.
 * With JavaScript they also close as a menu should: after a client-side navigation, on Escape,
 * and on a click outside the menu or on its backdrop (an element marked data-menu-backdrop).
 * A menu opened before hydration stays open when the page hydrates.
 */
import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

export function useDetailsMenu() {
  const ref = useRef<HTMLDetailsElement>(null);
  const location = useLocation();
  const shownKey = useRef(location.key);

  // Only a navigation closes the menu: on a slow link a visitor may open it before the page
  // hydrates (decision 018), and hydration itself must leave that menu open.
  useEffect(() => {
    if (shownKey.current === location.key) return;
    shownKey.current = location.key;
    if (ref.current) ref.current.open = false;
  }, [location.key]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const menu = ref.current;
      if (event.key !== "Escape" || !menu?.open) return;
      const focusWasInside = menu.contains(document.activeElement);
      menu.open = false;
      // Focus goes back to the button that opened the menu, not to the top of the page.
      if (focusWasInside) menu.querySelector("summary")?.focus();
    };
    const onClick = (event: MouseEvent) => {
      const menu = ref.current;
      if (!menu?.open || !(event.target instanceof Element)) return;
      if (!menu.contains(event.target) || event.target.closest("[data-menu-backdrop]")) menu.open = false;
    };
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("click", onClick);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("click", onClick);
    };
  }, []);

  return ref;
}
