/**
 * The frame of the small pages around signing in (sign in, a forgotten password, the links sent by
 * email): a narrow column with a centred title, an optional line under it, a white card, and links
 * under the card.
 */
import type { ReactNode } from "react";

export const narrowLinkClass = "font-semibold text-rosewood-700 underline underline-offset-4 dark:text-brass-300";

/** The white card; with `mt-8 space-y-5` in front where the card spaces its own parts. */
export const narrowCardClass = "rounded-2xl border border-rosewood-200 bg-white p-6 shadow-sm sm:p-8 dark:border-rosewood-800 dark:bg-rosewood-900";

/** A green "sent" or "done" box; its margin in front, where it needs one. */
export const successBoxClass =
  "rounded-lg border border-green-300 bg-green-50 px-4 py-3 text-sm font-medium text-green-800 dark:border-green-800 dark:bg-green-950 dark:text-green-200";

export function NarrowPage({
  title,
  intro,
  links,
  linksClassName = "mt-6 text-center text-sm",
  children,
}: {
  title: ReactNode;
  intro?: ReactNode;
  links: ReactNode;
  linksClassName?: string;
  children: ReactNode;
}) {
  return (
    <main id="main" className="mx-auto flex max-w-md flex-col px-4 py-16">
      <h1 className="text-center text-3xl font-semibold">{title}</h1>
      {intro ? <p className="mt-2 text-center text-rosewood-700 dark:text-rosewood-200">{intro}</p> : null}
      {children}
      <p className={linksClassName}>{links}</p>
    </main>
  );
}

export function NarrowCard({ spaced = false, children }: { spaced?: boolean; children: ReactNode }) {
  return <div className={spaced ? `mt-8 space-y-5 ${narrowCardClass}` : `mt-8 ${narrowCardClass}`}>{children}</div>;
}

/** Why the page cannot do what its link asked (an unknown or used link, another account). */
export function Refusal({ className, children }: { className?: string; children: ReactNode }) {
  const text = "text-sm font-medium text-red-800 dark:text-red-200";
  return (
    <p role="alert" className={className ? `${className} ${text}` : text}>
      {children}
    </p>
  );
}
