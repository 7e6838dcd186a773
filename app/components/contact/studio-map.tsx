/**
 * The contact page's map (issue 29, decision 024). Google's embed sent every visitor's address to
 * Google and cost a slow link its weight on every visit, so the page shows a drawing of its own
 * (streets, the river, the studio's pin: no request to anyone, in the page's colours, light and
 * dark) with the studio's address and a link that opens the map at Google (JavaScript or not).
 * With JavaScript a button also loads the embed in place, only when the visitor taps it.
 */
import { useEffect, useRef, useState } from "react";

import { useHydrated } from "~/components/ui/use-hydrated";
import { useEnglishMark } from "~/lib/i18n/use-copy";

export type StudioMapWords = { mapFrameTitle: string; mapLink: string; mapShow: string; mapShowNote: string };

/** A sketch, not a map of the place: the address beside it says where the studio is. */
function MapSketch() {
  return (
    <svg viewBox="0 0 800 400" preserveAspectRatio="xMidYMid slice" aria-hidden="true" className="absolute inset-0 h-full w-full" focusable="false">
      <rect width="800" height="400" className="fill-ivory-200 dark:fill-rosewood-900" />
      {/* Blocks between the streets. */}
      <g className="fill-ivory-100 dark:fill-rosewood-800">
        <rect x="40" y="150" width="150" height="90" rx="6" />
        <rect x="220" y="150" width="140" height="90" rx="6" />
        <rect x="440" y="150" width="130" height="90" rx="6" />
        <rect x="600" y="150" width="170" height="90" rx="6" />
        <rect x="40" y="270" width="150" height="110" rx="6" />
        <rect x="220" y="270" width="140" height="110" rx="6" />
        <rect x="440" y="270" width="130" height="110" rx="6" />
        <rect x="600" y="270" width="170" height="110" rx="6" />
      </g>
      {/* The river across the top. */}
      <path d="M0 70 C 160 20, 300 120, 460 70 S 700 30, 800 80" className="fill-none stroke-sky-200 dark:stroke-sky-950" strokeWidth="56" />
      {/* Streets. */}
      <g className="fill-none stroke-white dark:stroke-rosewood-700" strokeLinecap="round">
        <path d="M0 255 H800" strokeWidth="18" />
        <path d="M205 130 V400 M400 130 V400 M585 130 V400" strokeWidth="14" />
        <path d="M0 135 H800" strokeWidth="10" />
        <path d="M400 255 L760 400" strokeWidth="8" />
      </g>
      {/* The studio's pin. */}
      <g transform="translate(400 255)">
        <ellipse cx="0" cy="0" rx="14" ry="5" className="fill-rosewood-950/25" />
        <path d="M0 0 C -6 -18, -26 -30, -26 -52 A 26 26 0 0 1 26 -52 C 26 -30, 6 -18, 0 0 Z" className="fill-rosewood-700 dark:fill-brass-400" />
        <circle cx="0" cy="-52" r="10" className="fill-ivory-50 dark:fill-rosewood-950" />
      </g>
    </svg>
  );
}

export function StudioMap({ address, words }: { address: string; words: StudioMapWords }) {
  const hydrated = useHydrated();
  const englishMark = useEnglishMark();
  const [embedded, setEmbedded] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  // The button that was tapped is gone: the focus goes to the map that replaced it.
  useEffect(() => {
    if (embedded) frame.current?.focus();
  }, [embedded]);
  const query = encodeURIComponent(address);
  if (embedded) {
    return (
      <iframe
        ref={frame}
        title={words.mapFrameTitle}
        src={`https://www.google.com/maps?q=${query}&output=embed`}
        referrerPolicy="strict-origin-when-cross-origin"
        className="block h-80 w-full sm:h-96"
      />
    );
  }
  return (
    // On a phone the address and the links go under the drawing (over it they would hide the pin);
    // from a tablet up they sit on its lower left corner.
    <div className="relative bg-ivory-50 sm:h-96 dark:bg-rosewood-950" data-testid="map-sketch">
      <div className="relative h-48 sm:absolute sm:inset-0 sm:h-auto">
        <MapSketch />
      </div>
      <div className="relative p-4 sm:absolute sm:bottom-4 sm:left-4 sm:max-w-md sm:rounded-xl sm:bg-ivory-50/95 sm:shadow-lg sm:dark:bg-rosewood-950/95">
        <address className="text-sm not-italic" lang={englishMark}>
          {address}
        </address>
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <a
            href={`https://www.google.com/maps/search/?api=1&query=${query}`}
            rel="noopener noreferrer"
            target="_blank"
            className="rounded-full bg-rosewood-700 px-4 py-2 text-sm font-semibold text-ivory-50 hover:bg-rosewood-800 dark:bg-brass-500 dark:text-rosewood-950 dark:hover:bg-brass-400"
          >
            {words.mapLink}
          </a>
          {hydrated ? (
            <button
              type="button"
              onClick={() => setEmbedded(true)}
              className="rounded-full border-2 border-rosewood-700 px-4 py-1.5 text-sm font-semibold text-rosewood-800 hover:bg-rosewood-100 dark:border-brass-400 dark:text-brass-300 dark:hover:bg-rosewood-800"
            >
              {words.mapShow}
            </button>
          ) : null}
        </div>
        {hydrated ? <p className="mt-2 text-xs text-rosewood-700 dark:text-rosewood-200">{words.mapShowNote}</p> : null}
      </div>
    </div>
  );
}
