const TONES = {
  brass: "bg-brass-400 text-rosewood-950",
  dark: "bg-rosewood-900/85 text-ivory-50",
  danger: "bg-red-700 text-white",
  muted: "bg-rosewood-100 text-rosewood-800 dark:bg-rosewood-800 dark:text-rosewood-100",
} as const;

export function Badge({ tone = "muted", children }: { tone?: keyof typeof TONES; children: React.ReactNode }) {
  return <span className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ${TONES[tone]}`}>{children}</span>;
}
