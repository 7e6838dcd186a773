/**
 * Stored images: one WebP per width, named /uploads/{kind}/{name}-{width}w.webp. The stored
 * `image_url` is the full-size file; the smaller widths for `srcset` follow from the name.
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

export function widthsFor(kind: ImageKind): number[] {
  const full = IMAGE_KINDS[kind].width;
  return [...RESPONSIVE_WIDTHS.filter((width) => width < full), full];
}

const STORED_IMAGE = /^\/uploads\/(gallery|portfolio|blog|products)\/([a-z0-9-]+)-(\d+)w\.webp$/;

export function parseStoredImage(url: string): { kind: ImageKind; name: string; width: number } | null {
  const match = STORED_IMAGE.exec(url);
  if (!match) return null;
  return { kind: match[1] as ImageKind, name: match[2]!, width: Number(match[3]) };
}

export function storedImageUrl(kind: ImageKind, name: string, width: number): string {
  return `/uploads/${kind}/${name}-${width}w.webp`;
}

/** The `srcset` and intrinsic size of a stored image, or nothing for an external URL. */
export function responsiveImage(url: string): { srcSet?: string; width?: number; height?: number } {
  const stored = parseStoredImage(url);
  if (!stored) return {};
  const { width, height } = IMAGE_KINDS[stored.kind];
  const srcSet = widthsFor(stored.kind)
    .map((candidate) => `${storedImageUrl(stored.kind, stored.name, candidate)} ${candidate}w`)
    .join(", ");
  return { srcSet, width, height };
}
