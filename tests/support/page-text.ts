/**
 * The text a visitor reads on each static public page, for comparing two builds of the site.
 *
 * Why (issue 44): the copy of every static public page moves out of the code modules
 * (app/content/site/*.ts) into typed blocks seeded in the database, and the pages must read
 * exactly as before. tests/fixtures/page-text/*.txt hold the text of each page before that move,
 * captured at commit 72796f7 from these helpers; tests/integration/page-text.test.ts renders
 * every page again and compares. Regenerate the fixtures only for an intended change of copy
 * (scripts/capture-page-text.ts).
 *
 * - `visibleText(html)`: the readable text of server-rendered HTML, one line per block.
 * - `STATIC_PUBLIC_PAGES`: every public page without a parameter (app/content/site/pages.ts),
 *   with its route module and FIXED loader data (`loaderDataFor`), so the render depends on no
 *   database and no clock.
 * - `renderPageText(path)`: the page's title and description (from its `meta`), then its
 *   visible text. The layout's header and footer are not part of it (renderRoutePage renders
 *   the route alone).
 */
import { clientLogoStrip } from '~/content/site/client-logos';
import { PAGE_DEFINITIONS, PAGE_KEYS } from '~/domain/page-blocks/page-definitions';
import { seedLivePage } from '~/server/entities/site-pages.server';
import { practiceCatalog } from '~/domain/page-blocks/practice-catalog';
import { pageDataOf } from '~/server/pages/site-page.server';
import type * as AboutUsRoute from '~/routes/site/about-us';
import type * as CareersRoute from '~/routes/site/careers';
import type * as DigitalExperienceRoute from '~/routes/site/digital-experience';
import type * as HomeRoute from '~/routes/site/home';
import type * as IndustriesRoute from '~/routes/site/industries';
import type * as NewsRoute from '~/routes/site/news';
import type * as PartnersRoute from '~/routes/site/partners';
import type * as PortfolioRoute from '~/routes/site/portfolio';
import type { PublishedArticleSummary } from '~/server/entities/news.server';
import type { PublicProject } from '~/server/entities/portfolio.server';
import type { PublicTestimonial } from '~/server/entities/testimonials.server';
import { renderRoutePage } from './route-render';

// ── visibleText ──────────────────────────────────────────────────────────────────────────────

/** Elements whose content is never read: code, styles, inert templates. */
const UNREAD_ELEMENTS = new Set(['script', 'style', 'template', 'noscript']);

/** Elements with no content or end tag. */
const VOID_ELEMENTS = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);

/**
 * Elements that start and end a line of their own. Links, spans, <time>, <strong> … stay inline,
 * so a link inside a sentence does not break it. Buttons, labels and form controls are their own
 * lines: on the page they are boxes, and their neighbours are rarely part of the same sentence.
 */
const BLOCK_ELEMENTS = new Set([
  'address', 'article', 'aside', 'blockquote', 'body', 'br', 'button', 'caption', 'dd', 'details', 'dialog', 'div', 'dl', 'dt',
  'fieldset', 'figcaption', 'figure', 'footer', 'form', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header', 'hr', 'html', 'label',
  'legend', 'li', 'main', 'nav', 'ol', 'optgroup', 'option', 'p', 'picture', 'pre', 'section', 'select', 'summary', 'table',
  'tbody', 'td', 'textarea', 'tfoot', 'th', 'thead', 'tr', 'ul',
]);

/** Marks each line whose text sits inside an element with the `hidden` attribute. */
export const HIDDEN_PREFIX = '(hidden) ';

const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/**
 * Decodes the character references React writes (&amp; &lt; &gt; &quot; &#x27;) plus &apos;,
 * &nbsp; and any numeric one. An unknown name is left as written (React never emits one).
 */
export function decodeEntities(text: string): string {
  return text.replace(/&(#[xX][0-9a-fA-F]+|#[0-9]+|[a-zA-Z][a-zA-Z0-9]*);/g, (whole, ref: string) => {
    if (ref.startsWith('#')) {
      const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff) ? String.fromCodePoint(code) : '\ufffd';
    }
    return NAMED_ENTITIES[ref] ?? whole;
  });
}

function parseAttributes(source: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const match of source.matchAll(/([^\s"'=<>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g)) {
    attributes.set(match[1]!.toLowerCase(), decodeEntities(match[2] ?? match[3] ?? match[4] ?? ''));
  }
  return attributes;
}

interface OpenElement {
  name: string;
  /** Whether this element or one it is inside has the `hidden` attribute. */
  hidden: boolean;
}

/**
 * The text a visitor reads in server-rendered HTML, one line per block:
 * - left out: <script>, <style>, <template>, <noscript>, comments, attribute values (an
 *   aria-label is not text on the screen), and hidden inputs;
 * - kept: text marked aria-hidden="true" (it is on the screen, only not announced) and text of
 *   visually hidden elements (sr-only), which is part of the page's copy;
 * - an element with the `hidden` attribute (a closed accordion panel, a carousel's other slides)
 *   keeps its text, each of its lines prefixed with '(hidden) ': the copy is on the page, one
 *   click away, and which part shows first is part of what the page looks like;
 * - <img alt="…"> reads '[img: …]' (an empty alt: nothing); a placeholder reads
 *   '[placeholder: …]';
 * - block elements (BLOCK_ELEMENTS) end the line, and so does an element that starts right
 *   where another ended, with not even a space between them: JSX writes sibling elements on
 *   lines of their own, which leaves no space, and on the page they are separate boxes (a badge
 *   and a date, an address's lines, a name and a job title). Text that touches an element stays
 *   on its line ('First Name*', 'our Privacy Policy.');
 * - runs of spaces and tabs become one space, lines are trimmed, empty lines dropped.
 */
export function visibleText(html: string): string {
  const lines: { text: string; hidden: boolean }[] = [];
  let line = '';
  let lineHidden = false;
  /** An element has just ended, with no text (not even a space) after it yet. */
  let afterElement = false;
  const stack: OpenElement[] = [];
  const hidden = () => stack.at(-1)?.hidden ?? false;

  const breakLine = () => {
    lines.push({ text: line, hidden: lineHidden });
    line = '';
    lineHidden = false;
  };
  const write = (text: string) => {
    if (text !== '') afterElement = false;
    for (const [index, part] of text.split('\n').entries()) {
      if (index > 0) breakLine();
      if (part.trim() !== '' && line.trim() === '') lineHidden = hidden();
      line += part;
    }
  };

  const tag = /<!--[\s\S]*?-->|<!\[CDATA\[[\s\S]*?\]\]>|<![^>]*>|<\/?([a-zA-Z][a-zA-Z0-9-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g;
  let position = 0;
  for (let match = tag.exec(html); match; match = tag.exec(html)) {
    write(decodeEntities(html.slice(position, match.index)));
    position = tag.lastIndex;
    const rawName = match[1];
    if (!rawName) continue; // a comment, CDATA or doctype
    const name = rawName.toLowerCase();
    const closing = match[0].startsWith('</');
    const source = match[2] ?? '';

    if (closing) {
      const index = stack.findLastIndex((element) => element.name === name);
      if (index === -1) continue;
      const wasHidden = hidden();
      stack.length = index;
      if (BLOCK_ELEMENTS.has(name) || hidden() !== wasHidden) breakLine();
      afterElement = true;
      continue;
    }

    if (UNREAD_ELEMENTS.has(name)) {
      // Raw text up to the matching end tag (a <template> is parsed content, but never shown).
      const end = new RegExp(`</${name}\\s*>`, 'gi');
      end.lastIndex = position;
      const found = end.exec(html);
      position = found ? end.lastIndex : html.length;
      tag.lastIndex = position;
      continue;
    }

    const attributes = parseAttributes(source);
    const elementHidden = hidden() || attributes.has('hidden');
    if (BLOCK_ELEMENTS.has(name) || elementHidden !== hidden() || afterElement) breakLine();
    afterElement = false;
    if (name === 'img') {
      const alt = attributes.get('alt')?.trim();
      if (alt) write(`[img: ${alt}]`);
    }
    const placeholder = attributes.get('placeholder')?.trim();
    if (placeholder) {
      breakLine();
      write(`[placeholder: ${placeholder}]`);
      breakLine();
    }
    const selfClosing = /\/\s*$/.test(source);
    if (VOID_ELEMENTS.has(name) || selfClosing) {
      if (BLOCK_ELEMENTS.has(name)) breakLine();
      afterElement = true;
      continue;
    }
    if (name === 'textarea') {
      // Its content is its value (what a visitor typed before a refused post): text, not markup.
      const end = /<\/textarea\s*>/gi;
      end.lastIndex = position;
      const found = end.exec(html);
      const value = decodeEntities(html.slice(position, found ? found.index : html.length));
      if (value.trim()) write(value);
      position = found ? end.lastIndex : html.length;
      tag.lastIndex = position;
      breakLine();
      continue;
    }
    stack.push({ name, hidden: elementHidden });
  }
  write(decodeEntities(html.slice(position)));
  breakLine();

  return lines
    .map(({ text, hidden: lineIsHidden }) => {
      const tidy = text.replace(/[ \t\r\f]+/g, ' ').trim();
      return tidy && lineIsHidden ? `${HIDDEN_PREFIX}${tidy}` : tidy;
    })
    .filter((text) => text !== '')
    .join('\n');
}

// ── The static public pages and their fixed loader data ──────────────────────────────────────

/** A loader's data without the page's blocks (loaderDataFor adds the seeded blocks to every page made of them). */
type LoaderDataOf<Module extends { loader: (...args: never[]) => unknown }> = Omit<Awaited<ReturnType<Module['loader']>>, 'page'>;

/**
 * The form guard token (formGuard() in spam.server.ts) the forms carry in a hidden field: not
 * text, and fixed so nothing depends on the clock.
 */
const FORM_TOKEN = '1700000000000.fixed-page-text-token';

// The live sections: one or two rows each, fixed ids, dates and text.

const articles: PublishedArticleSummary[] = [
  {
    id: '00000000-0000-4000-8000-000000000101',
    slug: 'fixture-article-one',
    title: 'Fixture Article One',
    excerpt: 'The first fixed article of the page-text fixtures.',
    category: 'Insights',
    author: 'Fixture Author',
    published_date: '2025-03-14',
    featured_image: null,
    featured_image_alt: null,
    publish_at: null,
    updated_at: new Date('2025-03-14T09:00:00Z'),
  },
  {
    id: '00000000-0000-4000-8000-000000000102',
    slug: 'fixture-article-two',
    title: 'Fixture Article Two',
    excerpt: 'The second fixed article, with a featured image.',
    category: 'News',
    author: 'Fixture Newsroom',
    published_date: '2025-02-03',
    featured_image: 'https://images.example.com/fixture-article-two.jpg',
    featured_image_alt: null,
    publish_at: null,
    updated_at: new Date('2025-02-03T09:00:00Z'),
  },
];

const testimonials: PublicTestimonial[] = [
  {
    id: '00000000-0000-4000-8000-000000000201',
    quote: 'A fixed testimonial for the page-text fixtures.',
    name: 'Fixture Client',
    title: 'Chief Fixture Officer',
    company: 'Fixture Holdings',
    image_url: null,
    image_alt: null,
  },
  {
    id: '00000000-0000-4000-8000-000000000202',
    quote: 'A second fixed testimonial, shown on the second slide.',
    name: 'Second Client',
    title: 'Director',
    company: null,
    image_url: null,
    image_alt: null,
  },
];

const projects: PublicProject[] = [
  {
    id: '00000000-0000-4000-8000-000000000301',
    title: 'Fixture Portal',
    client: 'Fixture Bank',
    description: 'A fixed portfolio project for the page-text fixtures.',
    category: 'Financial Services',
    year: 2024,
    services: ['Strategy', 'Design', 'Engineering', 'Cloud'],
    technologies: ['React'],
    results: ['First result', 'Second result', 'Third result', 'Fourth result'],
    image_url: null,
    image_alt: null,
    website_url: 'https://fixture-bank.example.com',
    featured: true,
  },
  {
    id: '00000000-0000-4000-8000-000000000302',
    title: 'Fixture Clinic App',
    client: 'Fixture Health',
    description: 'A second fixed project, without a website.',
    category: 'Healthcare',
    year: 2023,
    services: ['Design'],
    technologies: [],
    results: [],
    image_url: null,
    image_alt: null,
    website_url: null,
    featured: false,
  },
];

/** The practices as the seeded practice pages say (the loaders' loadPracticeCatalog on a fresh database). */
function seededPractices() {
  return practiceCatalog({
    'digital-experience': seedLivePage('digital-experience').document,
    'generative-ai': seedLivePage('generative-ai').document,
    'security-services': seedLivePage('security-services').document,
  });
}

function homeData() {
  return {
    formToken: FORM_TOKEN,
    insights: articles,
    testimonials: { ok: true, data: testimonials },
    testimonialWords: null,
    practices: seededPractices(),
    clientLogos: clientLogoStrip,
  } satisfies LoaderDataOf<typeof HomeRoute>;
}

function digitalExperienceData() {
  return { formToken: FORM_TOKEN, successStories: projects } satisfies LoaderDataOf<typeof DigitalExperienceRoute>;
}

function industriesData() {
  return { testimonials: { ok: true, data: testimonials }, testimonialWords: null } satisfies LoaderDataOf<typeof IndustriesRoute>;
}

function portfolioData() {
  return {
    category: null,
    categories: ['Financial Services', 'Healthcare'],
    projects,
  } satisfies LoaderDataOf<typeof PortfolioRoute>;
}

function aboutData() {
  return {
    team: {
      ok: true,
      data: [
        {
          id: '00000000-0000-4000-8000-000000000401',
          name: 'Fixture Partner',
          slug: 'fixture-partner',
          title: 'Managing Partner',
          role: null,
          bio: 'A fixed team member for the page-text fixtures.',
          photo_url: null,
          photo_alt: null,
          email: 'fixture.partner@example.com',
          linkedin_url: 'https://www.linkedin.com/in/fixture-partner',
          twitter_url: null,
          department: 'Leadership',
        },
        {
          id: '00000000-0000-4000-8000-000000000402',
          name: 'Fixture Engineer',
          slug: 'fixture-engineer',
          title: 'Principal Engineer',
          role: null,
          bio: 'A second fixed team member, with a photo.',
          photo_url: 'https://images.example.com/fixture-engineer.jpg',
          photo_alt: null,
          email: null,
          linkedin_url: null,
          twitter_url: null,
          department: 'Technology',
        },
      ],
    },
  } satisfies LoaderDataOf<typeof AboutUsRoute>;
}

function partnersData() {
  return {
    partners: [
      {
        id: '00000000-0000-4000-8000-000000000501',
        slug: 'fixture-cloud',
        name: 'Fixture Cloud',
        logo_url: 'https://images.example.com/fixture-cloud.svg',
        logo_alt: null,
        description: 'A fixed **partner** for the page-text fixtures.',
        website: 'https://fixture-cloud.example.com',
        partnership_type: 'Technology Partner',
        industry: 'Cloud',
        established_date: '2019-04-01',
      },
      {
        id: '00000000-0000-4000-8000-000000000502',
        slug: 'fixture-advisory',
        name: 'Fixture Advisory',
        logo_url: 'https://images.example.com/fixture-advisory.svg',
        logo_alt: null,
        description: 'A second fixed partner, without an industry.',
        website: null,
        partnership_type: 'Consulting Partner',
        industry: null,
        established_date: null,
      },
    ],
  } satisfies LoaderDataOf<typeof PartnersRoute>;
}

function newsData() {
  return { category: null, articles } satisfies LoaderDataOf<typeof NewsRoute>;
}

function careersData() {
  return {
    formToken: FORM_TOKEN,
    jobs: {
      ok: true,
      data: [
        {
          id: '00000000-0000-4000-8000-000000000601',
          slug: 'fixture-engineer',
          title: 'Fixture Engineer',
          department: 'Technology',
          experience_level: 'Senior',
          employment_type: 'Full-time',
          location: 'Remote',
          description: 'A fixed opening for the page-text fixtures.\nIts second line.',
          requirements: ['A fixed requirement', 'Another requirement'],
          benefits: ['A fixed benefit'],
          salary_range: '$100k – $120k',
          closes_on: '2099-12-31',
          is_active: true,
          created_at: new Date('2025-01-15T09:00:00Z'),
        },
      ],
    },
  } satisfies LoaderDataOf<typeof CareersRoute>;
}

/** The pages whose loader returns only the form guard token. */
function formTokenData() {
  return { formToken: FORM_TOKEN };
}

/**
 * What each page's loader would return, fixed: the data renderPageText passes instead of running
 * the loader. One function for every page, so a change can add to each page's data in one place.
 */
export function loaderDataFor(path: StaticPublicPath): unknown {
  // Issue 44: a page made of blocks gets its seeded blocks, as a fresh database shows them.
  const key = PAGE_KEYS.find((candidate) => PAGE_DEFINITIONS[candidate].path === path);
  const data = sectionsDataFor(path);
  return key ? { ...(data ?? {}), page: pageDataOf(key, seedLivePage(key)) } : data;
}

function sectionsDataFor(path: StaticPublicPath): object | null {
  switch (path) {
    case '/':
      return homeData();
    case '/what-we-do':
      return { ...formTokenData(), practices: seededPractices() };
    case '/generative-ai':
    case '/security-services':
    case '/contact-us':
      return formTokenData();
    case '/digital-experience':
      return digitalExperienceData();
    case '/industries':
      return industriesData();
    case '/portfolio':
      return portfolioData();
    case '/about-us':
      return aboutData();
    case '/partners':
      return partnersData();
    case '/news-insights':
      return newsData();
    case '/careers':
      return careersData();
    case '/terms':
    case '/privacy':
      return null; // no loader
  }
}

export interface StaticPublicPage {
  readonly path: StaticPublicPath;
  /** The fixture's file name without .txt: tests/fixtures/page-text/{name}.txt. */
  readonly name: string;
  /** Imports the page's route module (app/routes/site/*.tsx). */
  readonly load: () => Promise<RouteModule>;
}

/** What renderPageText uses of a route module. */
export interface RouteModule {
  default: unknown;
  meta?: (args: never) => unknown;
}

/** Every public page without a parameter, in product §2's order (app/content/site/pages.ts). */
export const STATIC_PUBLIC_PAGES = [
  { path: '/', name: 'home', load: () => import('~/routes/site/home') },
  { path: '/what-we-do', name: 'what-we-do', load: () => import('~/routes/site/what-we-do') },
  { path: '/digital-experience', name: 'digital-experience', load: () => import('~/routes/site/digital-experience') },
  { path: '/generative-ai', name: 'generative-ai', load: () => import('~/routes/site/generative-ai') },
  { path: '/security-services', name: 'security-services', load: () => import('~/routes/site/security-services') },
  { path: '/industries', name: 'industries', load: () => import('~/routes/site/industries') },
  { path: '/portfolio', name: 'portfolio', load: () => import('~/routes/site/portfolio') },
  { path: '/about-us', name: 'about-us', load: () => import('~/routes/site/about-us') },
  { path: '/partners', name: 'partners', load: () => import('~/routes/site/partners') },
  { path: '/news-insights', name: 'news-insights', load: () => import('~/routes/site/news') },
  { path: '/careers', name: 'careers', load: () => import('~/routes/site/careers') },
  { path: '/contact-us', name: 'contact-us', load: () => import('~/routes/site/contact-us') },
  { path: '/terms', name: 'terms', load: () => import('~/routes/site/terms') },
  { path: '/privacy', name: 'privacy', load: () => import('~/routes/site/privacy') },
] as const satisfies readonly { path: `/${string}`; name: string; load: () => Promise<RouteModule> }[];

export type StaticPublicPath = (typeof STATIC_PUBLIC_PAGES)[number]['path'];

/** The origin the root loader would give `meta` (siteOrigin in app/domain/seo.ts); not in the text. */
const ORIGIN = 'https://www.example.com';

type MetaTag = { title?: unknown; name?: unknown; content?: unknown };

/**
 * The page's <title> and meta description, from its `meta` export called as React Router calls
 * it: with the matches, the root's (whose loader data carries the origin) and the page's own.
 */
function pageHead(module: RouteModule, path: string, loaderData: unknown): { title: string; description: string } {
  if (!module.meta) throw new Error(`${path}: the route module has no meta export`);
  const root = { id: 'root', pathname: '/', params: {}, data: { origin: ORIGIN }, loaderData: { origin: ORIGIN }, handle: undefined, meta: [] };
  const page = { id: 'page', pathname: path, params: {}, data: loaderData, loaderData, handle: undefined, meta: [] };
  const tags = module.meta({
    data: loaderData,
    loaderData,
    params: {},
    location: { pathname: path, search: '', hash: '', state: null, key: 'default' },
    matches: [root, page],
    error: undefined,
  } as never) as MetaTag[];
  const title = tags.find((tag) => typeof tag.title === 'string')?.title;
  const description = tags.find((tag) => tag.name === 'description')?.content;
  if (typeof title !== 'string' || typeof description !== 'string') throw new Error(`${path}: meta gives no title or description`);
  return { title, description };
}

export function staticPublicPage(path: StaticPublicPath): StaticPublicPage {
  const page = STATIC_PUBLIC_PAGES.find((candidate) => candidate.path === path);
  if (!page) throw new Error(`${path} is not a static public page`);
  return page;
}

/**
 * The page's text as a visitor reads it: 'title: …' and 'description: …' (the document's <title>
 * and meta description), then the visible text of the page rendered with its fixed loader data.
 */
export async function renderPageText(path: StaticPublicPath): Promise<string> {
  const page = staticPublicPage(path);
  const module = await page.load();
  const loaderData = loaderDataFor(path);
  const { title, description } = pageHead(module, path, loaderData);
  const html = await renderRoutePage({ Component: module.default, path, loaderData });
  return [`title: ${title}`, `description: ${description}`, visibleText(html)].join('\n');
}
