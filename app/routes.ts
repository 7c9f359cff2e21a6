/**
 * The route table. It mirrors product §2 line by line; the public pages come from their own table
 * (content/site/pages.ts), which the sitemap and the pages' meta read too.
 */
import { type RouteConfig, index, layout, prefix, route } from '@react-router/dev/routes';
import { pageRouteId, PUBLIC_PAGES } from './content/site/pages';
import { bookingPath, linkPagePath, LOCALES, localizedPath, localizedPattern, localizedRouteId, manageBookingBase, PREFIXED_LOCALES, searchPath } from './domain/locales';

export default [
  // ── Public site (product §2 "Public routes") ──────────────────────────────────────────────────
  layout('routes/site/layout.tsx', [
    ...PUBLIC_PAGES.map((page) =>
      page.path === '/'
        ? index(page.file, { id: pageRouteId(page) })
        : route(page.path.slice(1), page.file, { id: pageRouteId(page) }),
    ),
    // A candidate's signed withdraw link (issue 18): per request, never cached (not a public page).
    route('applications/withdraw', 'routes/site/withdraw.tsx'),
    // Issue 20: a visitor's e-mailed erase link (not a public page: never cached, not in the sitemap).
    route('privacy/erase/:token', 'routes/site/privacy-erase.tsx'),
    // Issue 43: an article shared through a preview link (per request, never cached, not in the sitemap).
    route('preview/:token', 'routes/site/preview.tsx'),
    // Issue 45: site search (per query, never in the page cache or the sitemap).
    route('search', 'routes/site/search.tsx'),
    // Issue 46: booking a call, and a booked call's signed page (live slots and forms: never cached, not in the sitemap).
    route('book-a-call', 'routes/site/book-a-call.tsx'),
    route('book-a-call/manage/:token', 'routes/site/book-a-call-manage.tsx'),
    // Issue 48 (ADR 420): each other locale's public pages under its prefix, with its own path
    // segments (app/domain/locales.ts), served by the same modules (they read the locale from the
    // URL); a page without copy in that locale answers 404.
    ...PREFIXED_LOCALES.flatMap((locale) => [
      ...PUBLIC_PAGES.map((page) =>
        route(localizedPattern(locale, page.path).slice(1), page.file, { id: localizedRouteId(pageRouteId(page), locale) }),
      ),
      // Issue 45/48: the locale's site search (its documents only; per query, never cached, not in the sitemap).
      route(searchPath(locale).slice(1), 'routes/site/search.tsx', { id: localizedRouteId('routes/site/search', locale) }),
      // Issue 46/48: booking a call in the locale (its e-mails and .ics too; per request, never cached, not in the sitemap).
      route(bookingPath(locale).slice(1), 'routes/site/book-a-call.tsx', { id: localizedRouteId('routes/site/book-a-call', locale) }),
      route(`${manageBookingBase(locale).slice(1)}/:token`, 'routes/site/book-a-call-manage.tsx', { id: localizedRouteId('routes/site/book-a-call-manage', locale) }),
      // Issue 48: the link pages in the locale (withdraw, erase, preview; per request, never cached, not in the sitemap).
      route(linkPagePath(locale, '/applications/withdraw').slice(1), 'routes/site/withdraw.tsx', { id: localizedRouteId('routes/site/withdraw', locale) }),
      route(`${linkPagePath(locale, '/privacy/erase').slice(1)}/:token`, 'routes/site/privacy-erase.tsx', { id: localizedRouteId('routes/site/privacy-erase', locale) }),
      route(`${linkPagePath(locale, '/preview').slice(1)}/:token`, 'routes/site/preview.tsx', { id: localizedRouteId('routes/site/preview', locale) }),
      route(`${LOCALES[locale].prefix.slice(1)}/*`, 'routes/site/not-found.tsx', { id: localizedRouteId('routes/site/not-found', locale) }),
    ]),
    route('*', 'routes/site/not-found.tsx'),
  ]),
  // The search field's suggestions (JSON).
  route('search/suggest', 'routes/site/search-suggest.ts'),

  // ── Feeds and crawlers ─────────────────────────────────────────────────────────────────────
  route('sitemap.xml', 'routes/seo/sitemap.ts'),
  route('robots.txt', 'routes/seo/robots.ts'),
  route('news-insights/rss.xml', 'routes/seo/rss.ts'),
  ...PREFIXED_LOCALES.map((locale) => route(`${localizedPath(locale, '/news-insights').slice(1)}/rss.xml`, 'routes/seo/rss.ts', { id: localizedRouteId('routes/seo/rss', locale) })),
  // Share images (issue 19): og:image / twitter:image of every public page (a short name: every
  // route's id, path and file are in the manifest each public page loads).
  route('og/*', 'routes/seo/og.ts'),

  // ── Media library files (issue 17): public, immutable, content-hashed names ──────────────────
  route('media/:file', 'routes/media/file.ts'),

  // ── Staff sign-in ──────────────────────────────────────────────────────────────────────────
  route('admin/login', 'routes/auth/login.tsx'),
  route('admin/login/verify', 'routes/auth/verify.tsx'),
  route('admin/login/invite', 'routes/auth/invite.tsx'),
  route('admin/logout', 'routes/auth/logout.ts'),

  // ── Back office (product §2 "Admin routes"); every loader and action calls requireStaff ─────────
  // Each content type's history (issue 43) is one module under its own prefix, so its area guards it.
  route('admin', 'routes/admin/layout.tsx', [
    index('routes/admin/dashboard.tsx'),
    ...prefix('news', [
      index('routes/admin/news/index.tsx'),
      route('new', 'routes/admin/news/form.tsx', { id: 'admin-news-new' }),
      route(':id', 'routes/admin/news/form.tsx', { id: 'admin-news-id' }),
      route('edit/:id', 'routes/admin/news/form.tsx', { id: 'admin-news-edit' }),
      route('history/:id', 'routes/admin/history.tsx', { id: 'admin-news-history' }),
    ]),
    ...prefix('partners', [
      index('routes/admin/partners/index.tsx'),
      route('new', 'routes/admin/partners/form.tsx', { id: 'admin-partners-new' }),
      route(':id', 'routes/admin/partners/form.tsx', { id: 'admin-partners-id' }),
      route('edit/:id', 'routes/admin/partners/form.tsx', { id: 'admin-partners-edit' }),
      route('history/:id', 'routes/admin/history.tsx', { id: 'admin-partners-history' }),
    ]),
    ...prefix('teams', [
      index('routes/admin/teams/index.tsx'),
      route('new', 'routes/admin/teams/form.tsx', { id: 'admin-teams-new' }),
      route('edit/:id', 'routes/admin/teams/form.tsx', { id: 'admin-teams-edit' }),
      route('history/:id', 'routes/admin/history.tsx', { id: 'admin-teams-history' }),
    ]),
    // Issue 44: every public page's copy, in blocks (the history screen is the shared module).
    ...prefix('pages', [
      index('routes/admin/pages/index.tsx'),
      route('history/:id', 'routes/admin/history.tsx', { id: 'admin-pages-history' }),
      route(':key', 'routes/admin/pages/edit.tsx'),
    ]),
    route('leads', 'routes/admin/leads/index.tsx'),
    route('leads.csv', 'routes/admin/leads/export.ts'),
    route('portfolio', 'routes/admin/portfolio/index.tsx'),
    route('portfolio/history/:id', 'routes/admin/history.tsx', { id: 'admin-portfolio-history' }),
    ...prefix('testimonials', [
      index('routes/admin/testimonials/index.tsx'),
      route('new', 'routes/admin/testimonials/form.tsx', { id: 'admin-testimonials-new' }),
      route('edit/:id', 'routes/admin/testimonials/form.tsx', { id: 'admin-testimonials-edit' }),
      route('history/:id', 'routes/admin/history.tsx', { id: 'admin-testimonials-history' }),
    ]),
    ...prefix('jobs', [
      index('routes/admin/jobs/index.tsx'),
      route('new', 'routes/admin/jobs/form.tsx', { id: 'admin-jobs-new' }),
      route(':id', 'routes/admin/jobs/form.tsx', { id: 'admin-jobs-id' }),
      route('edit/:id', 'routes/admin/jobs/form.tsx', { id: 'admin-jobs-edit' }),
      route('history/:id', 'routes/admin/history.tsx', { id: 'admin-jobs-history' }),
    ]),
    route('job-applications', 'routes/admin/job-applications/index.tsx'),
    route('job-applications.csv', 'routes/admin/job-applications/export.ts'),
    route('job-applications/:id/resume', 'routes/admin/job-applications/resume.ts'),
    route('audit', 'routes/admin/audit.tsx'),
    route('staff', 'routes/admin/staff/index.tsx'),
    // Media library (issue 17)
    route('media', 'routes/admin/media/index.tsx'),
    route('media.json', 'routes/admin/media/files.ts'),
    // issue 19: redirects and, on the same screen, the 404 log (one route: every route costs each public page manifest bytes)
    route('redirects', 'routes/admin/redirects.tsx'),
    route('profile', 'routes/admin/profile.tsx'),
    // Issue 45: the one search box for content to edit (drafts included, the role's areas only).
    route('search', 'routes/admin/search.tsx'),
    // Issue 20: data rights by e-mail address (owner only).
    route('privacy', 'routes/admin/privacy/index.tsx'),
    route('privacy/export', 'routes/admin/privacy/export.ts'),
    // Issue 46: offices, their lead owners and the routing rules (owner only).
    ...prefix('offices', [
      index('routes/admin/offices/index.tsx'),
      route('rules', 'routes/admin/offices/rules.tsx'),
      route(':key', 'routes/admin/offices/edit.tsx'),
    ]),
  ]),
] satisfies RouteConfig;
