/**
 * Stored images: one WebP per width, named /uploads/{kind}/{name}-{width}w.webp, and AVIF copies
 * for phones beside them ({name}-{width}w.avif). The stored `image_url` is the full-size WebP;
 * every other rendition follows from its name.
 */
export const IMAGE_KINDS = {
  gallery: { width: 800, height: 600 },
  portfolio: { width: 1200, height: 900 },
  blog: { width: 1600, height: 1000 },
  products: { width: 1200, height: 900 },
} as const;
export type ImageKind = keyof typeof IMAGE_KINDS;

/** Smaller copies made beside the full size, for phones on slow connections. */
export const RESPONSIVE_WIDTHS = [400, 800] as const;

/**
 * Phones (below Tailwind's `sm`) get one AVIF copy 600 px wide, at a lower quality: a card 390 px
 * wide on a 2x screen takes it (a third of the 800 px WebP's bytes, less than the 400 px WebP),
 * which is what keeps a page light when every image loads (JavaScript off).
 */
export const PHONE_WIDTHS = [600] as const;
export const PHONE_MEDIA = "(max-width: 639px)";

export type ImageFormat = "webp" | "avif";

/** The WebP widths of a kind, smallest first; the last is the full size. */
export function widthsFor(kind: ImageKind): number[] {
  const full = IMAGE_KINDS[kind].width;
  return [...RESPONSIVE_WIDTHS.filter((width) => width < full), full];
}

/** Every file made of one stored image: the WebP widths and the phones' AVIF copies. */
export function renditionsFor(kind: ImageKind): { width: number; format: ImageFormat }[] {
  return [...widthsFor(kind).map((width) => ({ width, format: "webp" as const })), ...PHONE_WIDTHS.map((width) => ({ width, format: "avif" as const }))];
}

const RENDITION = /^\/uploads\/(gallery|portfolio|blog|products)\/([a-z0-9-]+)-(\d+)w\.(webp|avif)$/;

/** Any rendition's address, either format: how the sweep and the /uploads route read file names. */
export function parseRendition(url: string): { kind: ImageKind; name: string; width: number; format: ImageFormat } | null {
  const match = RENDITION.exec(url);
  if (!match) return null;
  return { kind: match[1] as ImageKind, name: match[2]!, width: Number(match[3]), format: match[4] as ImageFormat };
}

/** A stored image's address as records hold it: always a WebP. */
export function parseStoredImage(url: string): { kind: ImageKind; name: string; width: number } | null {
  const rendition = parseRendition(url);
  if (!rendition || rendition.format !== "webp") return null;
  const { kind, name, width } = rendition;
  return { kind, name, width };
}

export function storedImageUrl(kind: ImageKind, name: string, width: number, format: ImageFormat = "webp"): string {
  return `/uploads/${kind}/${name}-${width}w.${format}`;
}

/**
 * What to send instead of a phone's AVIF copy that is not on disk (an image stored before AVIF
 * copies were made, until the sweep has made them): the smallest WebP at least as wide.
 */
export function webpInsteadOf(url: string): string | null {
  const rendition = parseRendition(url);
  if (!rendition || rendition.format !== "avif") return null;
  const widths = widthsFor(rendition.kind);
  const width = widths.find((candidate) => candidate >= rendition.width) ?? widths.at(-1)!;
  return storedImageUrl(rendition.kind, rendition.name, width);
}

/**
 * The `srcset` (WebP), the phones' `srcset` (AVIF, for a <source media={PHONE_MEDIA}>) and the
 * intrinsic size of a stored image, or nothing for an external URL.
 */
export function responsiveImage(url: string): { srcSet?: string; phoneSrcSet?: string; width?: number; height?: number } {
  const stored = parseStoredImage(url);
  if (!stored) return {};
  const { width, height } = IMAGE_KINDS[stored.kind];
  const list = (widths: readonly number[], format: ImageFormat) =>
    widths.map((candidate) => `${storedImageUrl(stored.kind, stored.name, candidate, format)} ${candidate}w`).join(", ");
  return { srcSet: list(widthsFor(stored.kind), "webp"), phoneSrcSet: list(PHONE_WIDTHS, "avif"), width, height };
}
