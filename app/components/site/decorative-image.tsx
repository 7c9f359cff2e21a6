/**
 * Public images. A media library image (an address under /media/, issue 17) is rendered as a
 * `<picture>` with AVIF and WebP sources and a JPEG/PNG fallback, each with every stored width in
 * `srcset`, so a phone fetches a small file; its `width`/`height` are the image's own, so the box is
 * reserved before it loads. Any other address (an image hosted elsewhere) is a plain `<img>` with
 * the width and height given. Lazy and decoded off the main thread unless `priority`.
 */
import { MEDIA_SOURCE_FORMATS, MEDIA_CONTENT_TYPES, mediaSrcSet, parseLibraryImageUrl } from '~/domain/media';

export function SiteImage({
  src,
  alt,
  width,
  height,
  className,
  sizes = '100vw',
  priority = false,
}: {
  src: string;
  /** '' for an image that adds nothing a screen reader needs. */
  alt: string;
  /** The box for an external image (a library image brings its own). */
  width: number;
  height: number;
  className: string;
  /** How wide the image is shown, for the browser's choice among the widths (`sizes`). */
  sizes?: string;
  priority?: boolean;
}) {
  const loading = priority ? 'eager' : 'lazy';
  const library = parseLibraryImageUrl(src);
  if (!library) return <img src={src} alt={alt} width={width} height={height} loading={loading} decoding="async" className={className} />;
  return (
    <picture className="contents">
      {MEDIA_SOURCE_FORMATS.map((format) => (
        <source key={format} type={MEDIA_CONTENT_TYPES[format]} srcSet={mediaSrcSet(library, format)} sizes={sizes} />
      ))}
      <img
        src={src}
        srcSet={mediaSrcSet(library, library.fallback)}
        sizes={sizes}
        alt={alt}
        width={library.width}
        height={library.height}
        loading={loading}
        decoding="async"
        className={className}
      />
    </picture>
  );
}

/**
 * A picture beside text that already says what it shows: alt="", unless it is a media library
 * image, whose alt text the staff wrote for it (`alt`) is used.
 */
export function DecorativeImage({
  src,
  alt,
  width,
  height,
  className,
  sizes,
}: {
  src: string;
  /** The library's alt text, when src is a library image. */
  alt?: string | null;
  width: number;
  height: number;
  className: string;
  sizes?: string;
}) {
  return <SiteImage src={src} alt={alt ?? ''} width={width} height={height} className={className} sizes={sizes} />;
}
