/**
 * The database-driven sections of the static pages, loaded in parallel for each page's loader
 * (no waterfalls). Every section fails on its own into the product's state (loadSection), so the page
 * still renders with status 200.
 */
import { loadPracticeCatalog } from '~/server/pages/site-page.server';
import { DEFAULT_LOCALE, type Locale } from '~/domain/locales';
import { HOME_INSIGHTS_LIMIT } from '~/domain/news';
import { listPublishedArticles } from '~/server/entities/news.server';
import { listCaseStudyProjects } from '~/server/entities/portfolio.server';
import { FAILURE_MESSAGES, loadSection } from '~/server/pages/section.server';
import { listActiveTeamMembers } from '~/server/entities/teams.server';
import { listActiveTestimonials } from '~/server/entities/testimonials.server';
import { testimonialWordsIn } from '~/content/locales/testimonials-copy';

/**
 * The testimonials of the page's language only (issue 48: none of another language stands in), and
 * the carousel's words when that language is not English (they travel as loader data).
 */
async function testimonialsSection(locale: Locale) {
  const words = testimonialWordsIn(locale);
  const testimonials = await loadSection('testimonials', () => listActiveTestimonials(locale), words?.failed ?? FAILURE_MESSAGES.testimonials);
  return { testimonials, testimonialWords: words };
}

/**
 * Home: up to six newest published articles of the page's language (issue 48; a failure shows the
 * empty state) and its testimonials.
 */
export async function loadHomeSections(locale: Locale = DEFAULT_LOCALE) {
  const [insights, testimonials, practices] = await Promise.all([
    loadSection('home insights', () => listPublishedArticles({ limit: HOME_INSIGHTS_LIMIT, locale })),
    testimonialsSection(locale),
    loadPracticeCatalog(),
  ]);
  return { insights: insights.ok ? insights.data : [], ...testimonials, practices };
}

/** /industries: the testimonials carousel of the page's language. */
export async function loadIndustriesSections(locale: Locale = DEFAULT_LOCALE) {
  return testimonialsSection(locale);
}

/** /about-us: the team grid of the page's language (issue 48: none of another language stands in). */
export async function loadAboutSections(locale: Locale = DEFAULT_LOCALE) {
  return { team: await loadSection('team', () => listActiveTeamMembers(locale), FAILURE_MESSAGES.teams) };
}

/** /digital-experience: the success stories of the page's language (a failure is logged only; the carousel shows none). */
export async function loadDigitalExperienceSections(locale: Locale = DEFAULT_LOCALE) {
  const stories = await loadSection('success stories', () => listCaseStudyProjects(locale));
  return { successStories: stories.ok ? stories.data : [] };
}
