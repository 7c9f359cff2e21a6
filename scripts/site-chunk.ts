/**
 * The modules every public page loads (the site chrome, the page hero and section frames, the
 * small ui primitives, SEO helpers, option lists, the revalidation rule the root and the form pages
 * share): vite.config.ts puts them, with React and React Router, into one `site` chunk instead of
 * a dozen small ones, each with its own request and gzip overhead (ADR 030; measured by
 * tests/e2e/budgets.spec.ts). Named by file, not by pattern, so a moved file fails a test
 * (scripts/site-chunk.test.ts) instead of silently leaving the chunk.
 */
// react-dom too: every page loads it through the client entry, and since an admin component
// imports it directly (createPortal) it would otherwise be split into a chunk of its own.
export const SITE_CHUNK_FOLDERS = ['app/components/layout/', 'node_modules/react-dom/'] as const;

export const SITE_CHUNK_FILES = [
  'app/components/ui/icons.tsx',
  'app/components/ui/nonce.tsx',
  'app/components/ui/use-page-loading.ts',
  'app/components/ui/button.tsx',
  'app/components/ui/spinner.tsx',
  'app/components/ui/badge.tsx',
  'app/components/site/page-hero.tsx',
  'app/components/site/section.tsx',
  'app/components/site/structured-data.tsx',
  'app/components/site/decorative-image.tsx',
  'app/components/site/stat-list.tsx',
  'app/content/company.ts',
  'app/content/site/logos.ts',
  'app/content/site/navigation.ts',
  'app/content/site/offices.ts',
  'app/content/site/practices/catalog.ts',
  'app/domain/seo.ts',
  'app/domain/dates.ts',
  'app/domain/options.ts',
  'app/domain/news.ts',
  'app/domain/media.ts',
  'app/routes/site/revalidation.ts',
  // Issue 20: the consent notice every form page shows (a chunk of its own cost / 575 B gzip).
  'app/components/forms/consent-notice.tsx',
  'app/content/forms/consent.ts',
  // Issue 44: every static page renders its blocks (the renderer, the draft banner, the head from
  // the page's search fields) and takes the hero and the light general blocks; as chunks of their
  // own they cost the home page ~1.2 KB gzip more (tests/e2e/budgets.spec.ts).
  'app/components/blocks/page-blocks.tsx',
  'app/components/blocks/page-draft-banner.tsx',
  'app/components/blocks/hero-block.tsx',
  'app/components/blocks/light-blocks.tsx',
  'app/components/site/not-published-banner.tsx',
  'app/components/site/check-list.tsx',
  'app/domain/page-blocks/paths.ts',
  'app/domain/page-blocks/page-meta.ts',
] as const;

/** Whether a module (an absolute path, any separator) belongs in the `site` chunk. */
export function inSiteChunk(moduleId: string): boolean {
  const id = moduleId.replace(/\\/g, '/');
  return SITE_CHUNK_FOLDERS.some((folder) => id.includes(`/${folder}`)) || SITE_CHUNK_FILES.some((file) => id.endsWith(`/${file}`));
}
