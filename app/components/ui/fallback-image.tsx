/**
 * Section images with a fallback chain (product: pillars and industries): `{base}.jpg`, else
 * `{base}.svg`, else a numbered placeholder. Which files exist is decided when the app is built,
 * from the files under public/ (Vite's import.meta.glob keys; the glob's loaders are never
 * called), so the server and the browser render the same markup, no request fails and no script
 * runs to swap images. A new image in public/ is picked up by the next build (the build is what
 * copies public/ into the served directory anyway).
 */
const publicImageFiles: ReadonlySet<string> = new Set(
  Object.keys(import.meta.glob('/public/images/{pillars,industries}/*.{jpg,svg}')).map((file) =>
    file.replace(/^\/public/, ''),
  ),
);

export const IMAGE_EXTENSIONS = ['.jpg', '.svg'] as const;

/** The first of `{base}.jpg`, `{base}.svg` that exists in `files`, or undefined for the placeholder. */
export function resolveImageSrc(base: string, files: ReadonlySet<string> = publicImageFiles): string | undefined {
  for (const extension of IMAGE_EXTENSIONS) {
    if (files.has(`${base}${extension}`)) return `${base}${extension}`;
  }
  return undefined;
}

/**
 * An <img> with width and height (no layout shift), lazy unless `priority`; or, when neither file
 * exists, a placeholder box of the same size showing `number` (e.g. "03").
 */
export function FallbackImage({
  base,
  number,
  alt,
  width = 800,
  height = 500,
  priority = false,
  className = '',
  files,
}: {
  base: string;
  number: number;
  /** '' for a decorative image (the placeholder is then hidden from assistive technology). */
  alt: string;
  width?: number;
  height?: number;
  priority?: boolean;
  className?: string;
  /** For tests: the set of existing public files. */
  files?: ReadonlySet<string>;
}) {
  const src = resolveImageSrc(base, files);
  if (src) {
    return (
      <img
        src={src}
        alt={alt}
        width={width}
        height={height}
        loading={priority ? 'eager' : 'lazy'}
        decoding="async"
        className={`h-auto w-full rounded-xl bg-slate-100 object-cover ${className}`}
      />
    );
  }
  const label = String(number).padStart(2, '0');
  return (
    <div
      {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
      data-placeholder={label}
      style={{ aspectRatio: `${width} / ${height}` }}
      className={`flex w-full items-center justify-center rounded-xl bg-gradient-to-br from-brand-100 to-slate-200 ${className}`}
    >
      <span aria-hidden="true" className="text-6xl font-bold tracking-tight text-brand-800/70">
        {label}
      </span>
    </div>
  );
}
