import type { ReactNode } from "react";
import { Link } from "react-router";

/**
 * A part of a page named by its heading (aria-labelledby), as every public page marks its
 * parts: the <h2> first, then what the section holds.
 */
export function TitledSection({
  id,
  title,
  className,
  titleClassName,
  children,
}: {
  id: string;
  title: ReactNode;
  className?: string;
  titleClassName: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className={titleClassName}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Links side by side, each with its own look (a pair of calls to action, the legal links). */
export function LinkRow({ links }: { links: readonly { to: string; label: string; className: string }[] }) {
  return links.map((link) => (
    <Link key={link.to} to={link.to} className={link.className}>
      {link.label}
    </Link>
  ));
}
