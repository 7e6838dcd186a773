/** An image with its intrinsic size and the smaller stored widths, lazy unless it is the first on screen. */
import { responsiveImage } from "~/lib/images";

export function StoredImage({
  src,
  alt,
  sizes = "(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw",
  eager = false,
  className,
}: {
  src: string;
  alt: string;
  sizes?: string;
  eager?: boolean;
  className?: string;
}) {
  if (!src) {
    // No image yet: the workshop's pattern instead of a broken picture.
    // With an empty alt (the text beside it names it) the pattern is decoration only.
    return <div {...(alt ? { role: "img", "aria-label": alt } : { "aria-hidden": true })} className={`bg-rosewood-900 bg-sadeli-pattern bg-[length:60px_52px] ${className ?? ""}`} />;
  }
  const { srcSet, width, height } = responsiveImage(src);
  return (
    <img
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      width={width}
      height={height}
      alt={alt}
      loading={eager ? "eager" : "lazy"}
      fetchPriority={eager ? "high" : undefined}
      decoding="async"
      className={className}
      draggable={false}
    />
  );
}
