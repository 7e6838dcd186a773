import type { ReactNode } from "react";

/** Counters on a dark hero: the label, then the number in brass. */
export function HeroStats({
  stats,
  label,
  className,
  itemClassName,
  labelClassName = "text-sm text-rosewood-200",
}: {
  stats: readonly { value: string; label: string }[];
  /** The list's name, when the page has no heading for it. */
  label?: string;
  className: string;
  itemClassName?: string;
  labelClassName?: string;
}) {
  return (
    <dl aria-label={label} className={className}>
      {stats.map((stat) => (
        <div key={stat.label} className={itemClassName}>
          <dt className={labelClassName}>{stat.label}</dt>
          <dd className="font-serif text-3xl font-semibold text-brass-300">{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The hero of a list page: title, words, and the spec's counters. */
export function PageHero({ eyebrow, title, text, stats }: { eyebrow: string; title: string; text: string; stats: { value: string; label: string }[] }) {
  return (
    <HeroBand eyebrow={eyebrow} title={title} text={text} frameClassName="py-16 sm:py-20" titleClassName="mt-3" textClassName="mt-4 max-w-2xl">
      <HeroStats stats={stats} className="mt-10 grid max-w-3xl grid-cols-2 gap-6 sm:grid-cols-4" />
    </HeroBand>
  );
}

/**
 * The dark band at the top of a public page: the eyebrow in brass, the page's h1, its words,
 * and what the page adds (counters). Each page gives its spacing and widths.
 */
export function HeroBand({
  eyebrow,
  title,
  text,
  frameClassName,
  titleClassName,
  textClassName,
  textLang,
  children,
}: {
  eyebrow: string;
  title: string;
  text: string;
  frameClassName: string;
  titleClassName: string;
  textClassName: string;
  /** "en" when the words are English on a Gujarati or Hindi page (the site settings' description). */
  textLang?: "en";
  children?: ReactNode;
}) {
  return (
    <section className="bg-rosewood-900 text-ivory-50">
      <div className={`mx-auto max-w-7xl px-4 ${frameClassName}`}>
        <p className="text-sm font-semibold tracking-widest text-brass-300 uppercase">{eyebrow}</p>
        <h1 className={`${titleClassName} text-4xl font-semibold sm:text-5xl`}>{title}</h1>
        <p className={`${textClassName} text-lg text-rosewood-100`} lang={textLang}>
          {text}
        </p>
        {children}
      </div>
    </section>
  );
}
