/**
 * Texts made by Intl (a price, a date) kept by what they were made from. Intl's `format` costs
 * microseconds a call, and a page formats the same few prices and dates on every render (issue 30);
 * the answer depends on nothing else, so it never goes stale. Bounded: emptied when full.
 */
const MAX_ENTRIES = 2_000;

export function rememberedText(): (key: string, make: () => string) => string {
  const texts = new Map<string, string>();
  return (key, make) => {
    let text = texts.get(key);
    if (text === undefined) {
      text = make();
      if (texts.size >= MAX_ENTRIES) texts.clear();
      texts.set(key, text);
    }
    return text;
  };
}
