/** Counters on a dark hero: the label, then the number in brass. */
export function HeroStats({ stats, className }: { stats: readonly { value: string; label: string }[]; className: string }) {
  return (
    <dl className={className}>
      {stats.map((stat) => (
        <div key={stat.label}>
          <dt className="text-sm text-rosewood-200">{stat.label}</dt>
          <dd className="font-serif text-3xl font-semibold text-brass-300">{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The hero of a list page: title, words, and the spec's counters. */
export function PageHero({
  eyebrow,
  title,
  text,
  stats,
}: {
  eyebrow: string;
  title: string;
  text: string;
  stats: { value: string; label: string }[];
}) {
  return (
    <section className="bg-rosewood-900 text-ivory-50">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:py-20">
        <p className="text-sm font-semibold tracking-widest text-brass-300 uppercase">{eyebrow}</p>
        <h1 className="mt-3 text-4xl font-semibold sm:text-5xl">{title}</h1>
        <p className="mt-4 max-w-2xl text-lg text-rosewood-100">{text}</p>
        <HeroStats stats={stats} className="mt-10 grid max-w-3xl grid-cols-2 gap-6 sm:grid-cols-4" />
      </div>
    </section>
  );
}
