/** The BoardForge mark: a "B" trace ending in a via, drawn inline so it needs no request. */
export function BrandMark({ size = 36 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false" className="brand-mark">
      <rect width="64" height="64" rx="14" fill="#0b6e4f" />
      <path
        d="M20 14v36M20 14h14a9 9 0 0 1 0 18H20m0 0h16a9 9 0 0 1 0 18H20"
        fill="none"
        stroke="#fff"
        strokeWidth="5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="46" cy="14" r="5" fill="#f5b43c" />
    </svg>
  );
}
