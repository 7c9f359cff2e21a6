import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FallbackImage, resolveImageSrc } from '~/components/ui/fallback-image';

describe('section images: .jpg, then .svg, then a numbered placeholder', () => {
  const files = new Set(['/images/pillars/a.jpg', '/images/pillars/a.svg', '/images/pillars/b.svg']);

  it('prefers the .jpg, then the .svg', () => {
    expect(resolveImageSrc('/images/pillars/a', files)).toBe('/images/pillars/a.jpg');
    expect(resolveImageSrc('/images/pillars/b', files)).toBe('/images/pillars/b.svg');
    expect(resolveImageSrc('/images/pillars/c', files)).toBeUndefined();
  });

  it('knows the files really under public/ at build time', () => {
    expect(resolveImageSrc('/images/pillars/user-experience-design')).toBe('/images/pillars/user-experience-design.svg');
    expect(resolveImageSrc('/images/industries/healthcare')).toMatch(/^\/images\/industries\/healthcare\.(jpg|svg)$/);
  });

  it('renders a sized lazy image, or a numbered placeholder with the same accessible name', () => {
    const image = renderToStaticMarkup(<FallbackImage base="/images/pillars/b" number={2} alt="B" files={files} />);
    expect(image).toContain('src="/images/pillars/b.svg"');
    expect(image).toContain('width="800"');
    expect(image).toContain('height="500"');
    expect(image).toContain('loading="lazy"');
    const placeholder = renderToStaticMarkup(<FallbackImage base="/images/pillars/c" number={3} alt="C" files={files} />);
    expect(placeholder).toContain('role="img"');
    expect(placeholder).toContain('aria-label="C"');
    expect(placeholder).toContain('>03<');
    expect(placeholder).not.toContain('<img');
  });
});
