/**
 * The message left by the last action. Rendered by the server, so it shows without JavaScript;
 * with JavaScript it fades after a few seconds and can be dismissed.
 */
import { useEffect, useRef, useState } from "react";

import { shellWords } from "~/lib/copy/languages";
import { useCopy } from "~/lib/i18n/use-copy";
import type { Toast } from "~/lib/toast";

const STYLES: Record<Toast["type"], string> = {
  success: "border-green-700 bg-green-50 text-green-900 dark:bg-green-950 dark:text-green-100",
  error: "border-red-700 bg-red-50 text-red-900 dark:bg-red-950 dark:text-red-100",
  info: "border-rosewood-600 bg-ivory-100 text-rosewood-900 dark:bg-rosewood-900 dark:text-ivory-100",
};

export function ToastMessage({ toast }: { toast: Toast }) {
  // Each toast shows for 5 s or until dismissed; a new one shows again (the last one ended is remembered).
  const [expired, setExpired] = useState<Toast | null>(null);
  const words = useCopy("shellWords", shellWords);
  useEffect(() => {
    const timer = setTimeout(() => setExpired(toast), 5_000);
    return () => clearTimeout(timer);
  }, [toast]);
  const visible = expired !== toast;
  // With JavaScript, shown in the top layer: above an open modal dialog too, which no z-index reaches.
  const element = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const node = element.current;
    if (!visible || !node || typeof node.showPopover !== "function") return;
    node.popover = "manual";
    if (!node.matches(":popover-open")) node.showPopover();
  }, [visible, toast]);
  if (!visible) return null;
  return (
    <div
      ref={element}
      role={toast.type === "error" ? "alert" : "status"}
      className={`fixed top-auto right-4 bottom-4 left-4 z-50 m-0 flex sm:left-auto max-w-sm items-start gap-3 rounded-lg border-l-4 px-4 py-3 shadow-lg ${STYLES[toast.type]}`}
    >
      <p className="text-sm font-medium">
        {toast.message}
        {/* Only a path of this site: the cookie is signed, but a link never leaves the site. */}
        {toast.link && /^\/(?!\/)/.test(toast.link.href) ? (
          <>
            {" "}
            <a href={toast.link.href} className="underline underline-offset-2">
              {toast.link.label}
            </a>
          </>
        ) : null}
      </p>
      <button type="button" onClick={() => setExpired(toast)} className="text-sm opacity-70 hover:opacity-100" aria-label={words.dismiss}>
        ×
      </button>
    </div>
  );
}
