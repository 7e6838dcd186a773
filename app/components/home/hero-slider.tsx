/**
 * The home hero: three slides. Without JavaScript they sit side by side in a scroll-snap strip
 * and the dots are anchor links, so every slide is reachable. With JavaScript the dots jump to a
 * slide and switch to Manual; Auto (off by default) advances every 6 seconds. Slide 1 is the
 * background alone and makes the section 150vh tall instead of 100vh, so the dots are placed from
 * the section's top, on the first screen (a 390 x 844 phone included), not at its bottom; a dot's
 * tap also brings the section's top back into view when the visitor had scrolled into slide 1 (the
 * section shrinks to 100vh and the chosen slide would be above the screen).
 * The pictures behind slides 2 and 3 cost nothing until a slide is shown: the server's HTML has
 * none (without JavaScript Chromium loads every <img>, lazy or not, so the slides keep their text
 * on the dark ground), and with JavaScript a slide's picture is added once it scrolls into view.
 */
import { useEffect, useRef, useState } from "react";

import { HeroStats } from "~/components/layout/page-hero";
import { StoredImage } from "~/components/ui/stored-image";
import { useHydrated } from "~/components/ui/use-hydrated";
import { shellWords } from "~/lib/copy/languages";
import { fill } from "~/lib/i18n/locales";
import { useCopy } from "~/lib/i18n/use-copy";

export type HeroSlide = {
  title: string;
  subtitle: string;
  description: string;
  /** "en" when the description is English on a Gujarati or Hindi page (the site settings' text). */
  descriptionLang?: "en";
  stats: readonly { value: string; label: string }[];
  image: string;
};

export const HERO_INTERVAL_MS = 6_000;

export function HeroSlider({ slides, siteName }: { slides: HeroSlide[]; siteName: string }) {
  const section = useRef<HTMLElement>(null);
  const strip = useRef<HTMLDivElement>(null);
  const hydrated = useHydrated();
  const [active, setActive] = useState(0);
  const [auto, setAuto] = useState(false);
  /** Slides that have been in view (by index); only these have their picture. */
  const [seen, setSeen] = useState<ReadonlySet<number>>(() => new Set([0]));
  const count = slides.length + 1;
  const words = useCopy("shellWords", shellWords).carousel;

  const goTo = (index: number) => {
    setActive(index);
    const element = strip.current;
    if (element) element.scrollTo({ left: element.clientWidth * index, behavior: "smooth" });
    // Scrolled into the tall slide 1? The chosen slide starts at the section's top: go there
    // (below the sticky header: the section's scroll margin).
    const hero = section.current;
    if (hero && hero.getBoundingClientRect().top < parseFloat(getComputedStyle(hero).scrollMarginTop) - 1) {
      hero.scrollIntoView({ block: "start", behavior: matchMedia("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth" });
    }
  };

  useEffect(() => {
    if (!auto) return;
    const timer = setInterval(() => setActive((current) => (current + 1) % count), HERO_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [auto, count]);

  useEffect(() => {
    const element = strip.current;
    if (element && hydrated) element.scrollTo({ left: element.clientWidth * active, behavior: "smooth" });
  }, [active, hydrated]);

  // A slide counts as seen as soon as any of it enters the strip: by a dot, Auto or a swipe.
  useEffect(() => {
    const element = strip.current;
    if (!element || !hydrated) return;
    const observer = new IntersectionObserver(
      (entries) => {
        // A ratio above 0: a slide that only touches the strip's edge counts as intersecting.
        const entered = entries.filter((entry) => entry.intersectionRatio > 0).map((entry) => Array.prototype.indexOf.call(element.children, entry.target));
        if (entered.length > 0) setSeen((current) => (entered.every((index) => current.has(index)) ? current : new Set([...current, ...entered])));
      },
      { root: element, threshold: 0.01 },
    );
    for (const slide of Array.from(element.children)) observer.observe(slide);
    return () => observer.disconnect();
  }, [hydrated]);

  const height = active === 0 ? "h-[150vh]" : "h-screen";
  return (
    <section
      ref={section}
      aria-roledescription={words.roleDescription}
      aria-label={fill(words.label, { site: siteName })}
      className={`relative scroll-mt-16 overflow-hidden transition-[height] duration-500 ${hydrated ? height : ""}`}
    >
      {/* Focusable: the slides hold no link, and a keyboard scrolls the strip only when it has focus. */}
      <div
        ref={strip}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be reachable by keyboard (axe: scrollable-region-focusable)
        tabIndex={0}
        className="flex h-full snap-x focus-visible:-outline-offset-4 snap-mandatory overflow-x-auto scroll-smooth [scrollbar-width:none]"
      >
        <div
          id="slide-1"
          role="group"
          aria-roledescription={words.slide}
          aria-label={fill(words.slideOf, { index: 1, count })}
          className="h-[150vh] w-full shrink-0 snap-start bg-rosewood-950 bg-sadeli-pattern bg-[length:120px_104px]"
        />
        {slides.map((slide, index) => (
          <div
            key={slide.title}
            id={`slide-${index + 2}`}
            role="group"
            aria-roledescription={words.slide}
            aria-label={fill(words.slideOf, { index: index + 2, count })}
            className="relative flex h-screen w-full shrink-0 snap-start items-center overflow-hidden bg-rosewood-950 text-ivory-50"
          >
            {/* Behind the text at 35 %, once the slide has been in view (never in the server's HTML). */}
            {hydrated && seen.has(index + 1) ? (
              <StoredImage src={slide.image} alt="" sizes="100vw" className="absolute inset-0 h-full w-full object-cover opacity-35" />
            ) : null}
            <div className="relative mx-auto w-full max-w-7xl px-4">
              <p className="text-sm font-semibold tracking-widest text-brass-300 uppercase">{slide.subtitle}</p>
              <h2 className="mt-3 max-w-3xl text-4xl font-semibold sm:text-6xl">{slide.title}</h2>
              <p className="mt-5 max-w-2xl text-lg text-rosewood-100" lang={slide.descriptionLang}>
                {slide.description}
              </p>
              <HeroStats stats={slide.stats} className="mt-10 flex flex-wrap gap-10" />
            </div>
          </div>
        ))}
      </div>
      {/* 1.5 rem above the first screen's bottom when the page is at its top (the header is 4 rem):
          on the first screen whether the section is 150vh (slide 1) or 100vh tall. */}
      <div className="absolute inset-x-0 top-[calc(100svh-7.5rem)] flex items-center justify-center gap-4">
        <nav aria-label={words.slides} className="flex rounded-full bg-rosewood-950/85 px-1">
          {Array.from({ length: count }, (_, index) => (
            <a
              key={index}
              href={`#slide-${index + 1}`}
              aria-label={fill(words.show, { index: index + 1 })}
              aria-current={hydrated && active === index ? "true" : undefined}
              onClick={(event) => {
                if (!hydrated) return;
                event.preventDefault();
                setAuto(false);
                goTo(index);
              }}
              className="group flex h-8 w-8 items-center justify-center rounded-full"
            >
              {/* A 12 px dot in a 32 px target (WCAG 2.5.8 asks for at least 24 px). */}
              <span
                aria-hidden="true"
                className={`h-3 w-3 rounded-full ${hydrated && active === index ? "bg-brass-400" : "bg-ivory-100/70 group-hover:bg-ivory-100"}`}
              />
            </a>
          ))}
        </nav>
        {hydrated ? (
          <button
            type="button"
            onClick={() => setAuto((on) => !on)}
            aria-pressed={auto}
            className="min-h-8 rounded-full bg-rosewood-950/85 px-4 py-1.5 text-sm font-semibold text-ivory-50 hover:bg-rosewood-950"
          >
            {auto ? words.auto : words.manual}
          </button>
        ) : null}
      </div>
    </section>
  );
}
