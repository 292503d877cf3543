/** The size of the site's content illustrations (3:2); CSS scales them to their column, the ratio reserves the space. */
const defaultWidth = 480;
const defaultHeight = 320;

/** A content picture: sized (no layout shift), lazy and decoded off the main thread, with the record's text as alt. */
export function ContentImage({ src, alt, className }: { src: string; alt: string; className?: string }) {
  return (
    <img
      src={src}
      alt={alt}
      width={defaultWidth}
      height={defaultHeight}
      loading="lazy"
      decoding="async"
      className={['public-content-image', className].filter(Boolean).join(' ')}
    />
  );
}
