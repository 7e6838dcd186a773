/** Small status badges of the admin screens. */
import { messagesCopy } from "~/lib/copy/panel-admin";

const MESSAGE_STATUS_STYLES: Record<keyof typeof messagesCopy.statusLabels, string> = {
  new: "bg-brass-300 text-rosewood-950",
  read: "bg-rosewood-100 text-rosewood-800 dark:bg-rosewood-800 dark:text-rosewood-100",
  replied: "bg-green-100 text-green-900 dark:bg-green-900 dark:text-green-100",
  closed: "bg-stone-200 text-stone-800 dark:bg-stone-700 dark:text-stone-100",
};

export function MessageStatusBadge({ status }: { status: keyof typeof messagesCopy.statusLabels }) {
  return (
    <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${MESSAGE_STATUS_STYLES[status]}`} data-status={status}>
      {messagesCopy.statusLabels[status]}
    </span>
  );
}

export function Badge({ tone = "neutral", children }: { tone?: "neutral" | "good" | "warn" | "bad" | "accent"; children: React.ReactNode }) {
  const styles = {
    neutral: "bg-rosewood-100 text-rosewood-800 dark:bg-rosewood-800 dark:text-rosewood-100",
    good: "bg-green-100 text-green-900 dark:bg-green-900 dark:text-green-100",
    warn: "bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100",
    bad: "bg-red-100 text-red-900 dark:bg-red-900 dark:text-red-100",
    accent: "bg-brass-300 text-rosewood-950",
  }[tone];
  return <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${styles}`}>{children}</span>;
}
