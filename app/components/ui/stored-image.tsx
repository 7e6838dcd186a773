/**
 * An image with its intrinsic size and the smaller stored widths, lazy unless it is the first on
 * screen. Phones get the small AVIF copies through a <source>; other screens and browsers the WebP
 * widths. Lazy loading needs JavaScript in Chromium: without it every image on the page loads, so
 * the phones' copies are what keep such a page light.
 */
import { PHONE_MEDIA, responsiveImage } from "~/lib/images";

export function StoredImage({
  src,
  alt,
  sizes = "(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw",
  eager = false,
  className,
  lang,
}: {
  src: string;
  alt: string;
  /** "en" when the alt text fell back to English on a Gujarati or Hindi page. */
  lang?: string;
  sizes?: string;
  eager?: boolean;
  className?: string;
}) {
  if (!src) {
    // No image yet: the workshop's pattern instead of a broken picture.
    // With an empty alt (the text beside it names it) the pattern is decoration only.
    return (
      <div
        {...(alt ? { role: "img", "aria-label": alt, lang } : { "aria-hidden": true })}
        className={`bg-rosewood-900 bg-sadeli-pattern bg-[length:60px_52px] ${className ?? ""}`}
      />
    );
  }
  const { srcSet, phoneSrcSet, width, height } = responsiveImage(src);
  const image = (
    <img
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      width={width}
      height={height}
      alt={alt}
      lang={lang}
      loading={eager ? "eager" : "lazy"}
      fetchPriority={eager ? "high" : undefined}
      decoding="async"
      className={className}
      draggable={false}
    />
  );
  if (!phoneSrcSet) return image;
  return (
    // `contents`: the <img> is laid out as if the <picture> were not there.
    <picture className="contents">
      <source media={PHONE_MEDIA} type="image/avif" srcSet={phoneSrcSet} sizes={sizes} />
      {image}
    </picture>
  );
}
