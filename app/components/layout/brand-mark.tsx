/** The workshop's mark: a sadeli star of rosewood, bone and brass triangles. */
export function BrandMark({ className = "h-9 w-9" }: { className?: string }) {
  return (
    <svg viewBox="0 0 40 40" className={className} aria-hidden="true">
      <rect width="40" height="40" rx="8" fill="#4c2c1f" />
      <polygon points="20,5 33,28 7,28" fill="#f3ead3" />
      <polygon points="20,35 7,12 33,12" fill="#c4922c" opacity="0.9" />
      <polygon points="20,13 26,24 14,24" fill="#663a27" />
      <circle cx="20" cy="20" r="2.5" fill="#f3ead3" />
    </svg>
  );
}
