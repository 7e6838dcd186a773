/**
 * URL slugs (spec section 5, admin blog form): lowercase, every run of characters that are not
 * letters or digits becomes one hyphen, hyphens at the edges are trimmed. Accents are dropped
 * first ("Café" gives "cafe", not "caf"); slugs are plain ASCII so every link stays readable.
 * Pure functions: the database check for uniqueness is passed in.
 */
export const MAX_SLUG_LENGTH = 80;

export function slugify(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .slice(0, MAX_SLUG_LENGTH)
    .replace(/^-+|-+$/g, "");
}

/**
 * `base` if it is free, else `base-2`, `base-3`... (the first free one). A suffix never makes the
 * slug longer than MAX_SLUG_LENGTH: the base is shortened to make room.
 */
export function uniqueSlug(base: string, isTaken: (slug: string) => boolean): string {
  if (!isTaken(base)) return base;
  for (let n = 2; ; n++) {
    const suffix = `-${n}`;
    const candidate = `${base.slice(0, MAX_SLUG_LENGTH - suffix.length).replace(/-+$/, "")}${suffix}`;
    if (!isTaken(candidate)) return candidate;
  }
}
