/**
 * The live-content components as the server renders them: Markdown safety, the portfolio card's
 * '+N more', the testimonial initials and states, the team grid's 'No Photo', and the carousel's
 * wrap-around arithmetic.
 */
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Carousel, wrapIndex } from '~/components/site/carousel';
import { arabicCarouselWords } from '~/content/locales/ar/carousel';
import type { CarouselWords } from '~/content/site/carousel';
import { Markdown } from '~/components/markdown/markdown';
import { PortfolioCard } from '~/components/site/portfolio-card';
import { TeamGrid } from '~/components/site/team-grid';
import { initialOf, TestimonialCarousel } from '~/components/site/testimonial-carousel';

/** Components that use router hooks are rendered inside a one-route stub. */
function render(element: ReactElement): string {
  const Stub = createRoutesStub([{ path: '/', Component: () => element }]);
  return renderToString(<Stub initialEntries={['/']} />).replaceAll('<!-- -->', '');
}

const project = {
  id: 'p1',
  title: 'Portal',
  client: 'Client',
  description: 'What we built.',
  category: 'Healthcare',
  year: 2025,
  services: ['A', 'B', 'C', 'D', 'E'],
  technologies: [],
  results: [],
  image_url: null,
  website_url: 'https://client.example',
  featured: true,
};

describe('Markdown', () => {
  it('renders GFM, neutralises unsafe links and does not render raw HTML', () => {
    const html = renderToString(
      <Markdown>{'# Title\n\n[bad](javascript:alert(1)) [data](data:text/html,x) <script>alert(1)</script> <b>bold</b>\n\n| a |\n|---|\n| 1 |'}</Markdown>,
    );
    expect(html).not.toContain('javascript:');
    expect(html).not.toContain('data:text/html');
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>');
    expect(html).toContain('&lt;script&gt;');
    expect(html).toContain('<table');
    // '#' becomes an <h2> under the page's <h1>.
    expect(html).toMatch(/<h2[^>]*>Title<\/h2>/);
  });

  it('marks links to other sites noopener noreferrer, not site links', () => {
    const html = renderToString(<Markdown>{'[out](https://other.example) [in](/about-us)'}</Markdown>);
    expect(html).toMatch(/<a href="https:\/\/other.example" rel="noopener noreferrer"/);
    expect(html).toMatch(/<a href="\/about-us" class=/);
  });
});

describe('PortfolioCard', () => {
  it("shows the first three services, '+N more', Featured and Visit Website", () => {
    const html = render(<PortfolioCard project={project} />);
    expect(html).toContain('>A<');
    expect(html).toContain('>C<');
    expect(html).not.toContain('>D<');
    expect(html).toContain('+2 more');
    expect(html).toContain('Featured');
    expect(html).toContain('Visit Website');
    expect(html).toContain('rel="noopener noreferrer"');
  });

  it("shows no '+N more' with three services or fewer", () => {
    expect(render(<PortfolioCard project={{ ...project, services: ['A', 'B', 'C'], featured: false }} />)).not.toMatch(/more|Featured/);
  });
});

describe('TestimonialCarousel', () => {
  const testimonial = { id: 't1', quote: 'Q', name: 'zoë Park', title: 'CTO', company: null, image_url: null };

  it("shows the name's first letter without an image, the counter, and disabled controls for one testimonial", () => {
    const html = render(<TestimonialCarousel testimonials={{ ok: true, data: [testimonial] }} emptyText="none" />);
    expect(html).toContain('>Z<');
    expect(html).toContain('1 of 1');
    expect(html).toMatch(/aria-label="Next testimonial"[^>]*\sdisabled=""/);
  });

  it('enables the controls with two or more and labels slides n of total', () => {
    const html = render(
      <TestimonialCarousel testimonials={{ ok: true, data: [testimonial, { ...testimonial, id: 't2' }] }} emptyText="none" />,
    );
    expect(html).not.toMatch(/aria-label="Next testimonial"[^>]*\sdisabled=""/);
    expect(html).toContain('aria-roledescription="carousel"');
    expect(html).toContain('aria-label="2 of 2"');
  });

  it('shows the empty text it is given, and the error', () => {
    expect(render(<TestimonialCarousel testimonials={{ ok: true, data: [] }} emptyText="No testimonials available" />)).toContain(
      'No testimonials available',
    );
    expect(render(<TestimonialCarousel testimonials={{ ok: false, message: 'Failed to fetch testimonials' }} emptyText="x" />)).toContain(
      'Error loading testimonials',
    );
  });

  it('initials', () => {
    expect(initialOf('  ana')).toBe('A');
    expect(initialOf('')).toBe('');
  });
});

describe('TeamGrid', () => {
  it("shows 'No Photo' for a member without one, and the empty state", () => {
    const member = {
      id: 'm1',
      name: 'Ana',
      slug: 'ana',
      title: 'CEO',
      role: null,
      bio: 'Bio',
      photo_url: null,
      email: null,
      linkedin_url: null,
      twitter_url: null,
      department: 'Leadership',
    };
    expect(render(<TeamGrid members={{ ok: true, data: [member] }} />)).toContain('No Photo');
    const empty = render(<TeamGrid members={{ ok: true, data: [] }} />);
    expect(empty).toContain('No team members available at the moment');
    expect(empty).toContain('Check back later');
  });
});

describe('carousel wrap-around', () => {
  it('wraps at both ends', () => {
    expect(wrapIndex(2, 1, 3)).toBe(0);
    expect(wrapIndex(0, -1, 3)).toBe(2);
    expect(wrapIndex(1, 1, 3)).toBe(2);
    expect(wrapIndex(0, 1, 0)).toBe(0);
  });
});

describe('Carousel words', () => {
  const slides = ['one', 'two'];
  const carouselOf = (words?: CarouselWords) =>
    render(<Carousel items={slides} label="Stories" renderSlide={(slide) => <p>{slide}</p>} autoPlayMs={5000} {...(words ? { words } : {})} />);

  it('speaks English by default, and the page\'s language when given its words (the Arabic partner page, issue 48)', () => {
    const english = carouselOf();
    expect(english).toContain('aria-roledescription="carousel"');
    expect(english).toContain('aria-roledescription="slide"');
    expect(english).toContain('aria-label="Choose a slide"');
    expect(english).toContain('aria-label="Go to slide 2"');
    const arabic = carouselOf(arabicCarouselWords);
    expect(arabic).toContain('aria-roledescription="عرض متتابع"');
    expect(arabic).toContain('aria-roledescription="شريحة"');
    expect(arabic).toContain('aria-label="اختر شريحة"');
    expect(arabic).toContain('aria-label="الانتقال إلى الشريحة 2"');
    for (const english of ['Choose a slide', 'Go to slide', 'auto-play', '"carousel"']) expect(arabic).not.toContain(english);
  });
});
