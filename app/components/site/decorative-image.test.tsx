import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SiteImage } from '~/components/site/decorative-image';

const HASH = 'fedcba9876543210fedcba9876543210';

describe('SiteImage', () => {
  it('a library image: <picture> with AVIF and WebP sources, every width, the image’s own width and height', () => {
    const html = renderToStaticMarkup(<SiteImage src={`/media/${HASH}-700x350.jpg`} alt="Dallas office" width={400} height={400} sizes="50vw" className="w-full" />);
    const widths = (format: string) => [320, 640, 700].map((w) => `/media/${HASH}-${w}w.${format} ${w}w`).join(', ');
    expect(html).toBe(
      `<picture class="contents"><source type="image/avif" srcSet="${widths('avif')}" sizes="50vw"/><source type="image/webp" srcSet="${widths('webp')}" sizes="50vw"/>` +
        `<img src="/media/${HASH}-700x350.jpg" srcSet="${widths('jpg')}" sizes="50vw" alt="Dallas office" width="700" height="350" loading="lazy" decoding="async" class="w-full"/></picture>`,
    );
  });

  it('an external address: a plain <img> with the box given', () => {
    expect(renderToStaticMarkup(<SiteImage src="https://cdn.example/p.jpg" alt="" width={400} height={300} className="x" priority />)).toContain(
      '<img src="https://cdn.example/p.jpg" alt="" width="400" height="300" loading="eager" decoding="async" class="x"/>',
    );
  });

  it('a library image shown at once is not preloaded as its JPEG (the browser picks AVIF or WebP from the sources)', () => {
    const html = renderToStaticMarkup(<SiteImage src={`/media/${HASH}-700x350.jpg`} alt="" width={1} height={1} className="" priority />);
    expect(html).toMatch(/^<picture/);
    expect(html).not.toContain('rel="preload"');
  });
});
