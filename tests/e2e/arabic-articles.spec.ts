/**
 * Issue 48's acceptance line, through the back office on the production build: an article
 * published only in English answers 404 at any /ar address (its English slug under /ar too) and is
 * not in the Arabic feed; "Add Arabic translation" makes a draft (still 404); publishing it with an
 * Arabic slug puts it at its Arabic address (lang="ar" dir="rtl"), in the Arabic feed, and both
 * pages carry the hreflang pair and x-default; unpublishing takes it off again.
 */
import { expect, test } from './fixtures';
import { alternateLink, expectToast, stamp, visitor } from './translation-helpers';

const AR_NEWS = '/ar/الأخبار-والرؤى';

test('an English-only article is absent from /ar until its Arabic translation is published, then both pages list each other', async ({ staffPage: page, request, baseURL }) => {
  test.setTimeout(180_000);
  const id = stamp();
  const englishSlug = `dubai-briefing-${id}`;
  const arabicSlug = `إحاطة-دبي-${id}`;
  const arabicTitle = `إحاطة استراتيجية من استوديو دبي ${id}`;

  await page.goto('/admin/news/new');
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(`Dubai briefing ${id}`);
  await page.getByLabel('Slug').fill(englishSlug);
  await page.getByLabel('Excerpt').fill('What our Dubai studio hears from clients.');
  await page.getByRole('textbox', { name: 'Content', exact: true }).fill('## Body\n\nText.');
  await page.getByLabel('Published (visible on website)').check();
  await page.getByRole('button', { name: 'Create Article' }).click();
  await expectToast(page, 'Article created successfully!');

  // English only: every /ar address of it is a 404, the Arabic feed does not have it, and the
  // English page has no hreflang cluster.
  expect((await visitor(request, `/news-insights/${englishSlug}`)).status).toBe(200);
  expect((await visitor(request, `${AR_NEWS}/${englishSlug}`)).status).toBe(404);
  expect((await visitor(request, `/ar/news-insights/${englishSlug}`)).status).toBe(404);
  expect((await visitor(request, `${AR_NEWS}/rss.xml`)).body).not.toContain(englishSlug);
  expect((await visitor(request, `/news-insights/${englishSlug}`)).body).not.toMatch(/<link rel="alternate" hreflang="ar"/i);

  // The back office: Add Arabic translation (a plain post), then translate and publish it.
  await page.getByTestId('article-row').filter({ hasText: `Dubai briefing ${id}` }).getByRole('link', { name: /^Edit / }).click();
  await expect(page.getByTestId('translations')).toContainText('Language: English');
  await page.getByRole('button', { name: 'Add Arabic translation' }).click();
  await expectToast(page, 'The Arabic translation was created as a draft.');
  await expect(page.getByTestId('translations')).toContainText('Language: Arabic');
  await expect(page.getByTestId('translation-source')).toContainText(`Dubai briefing ${id}`);
  expect((await visitor(request, `${AR_NEWS}/${englishSlug}`)).status).toBe(404);

  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(arabicTitle);
  await page.getByLabel('Slug').fill(arabicSlug);
  await page.getByLabel('Excerpt').fill('ما يسمعه استوديو دبي من عملائه.');
  await page.getByLabel('Published (visible on website)').check();
  await page.getByRole('button', { name: 'Update Article' }).click();
  await expectToast(page, 'Article updated successfully!');

  const arabic = await visitor(request, `${AR_NEWS}/${arabicSlug}`);
  expect(arabic.status).toBe(200);
  expect(arabic.body).toMatch(/<html[^>]* lang="ar"/);
  expect(arabic.body).toMatch(/<html[^>]* dir="rtl"/);
  expect(arabic.body).toContain(arabicTitle);
  const arabicHref = `${baseURL}${encodeURI(`${AR_NEWS}/${arabicSlug}`)}`;
  const englishHref = `${baseURL}/news-insights/${englishSlug}`;
  for (const path of [`${AR_NEWS}/${arabicSlug}`, `/news-insights/${englishSlug}`]) {
    const { body } = await visitor(request, path);
    expect(body, path).toMatch(alternateLink('en', englishHref));
    expect(body, path).toMatch(alternateLink('ar', arabicHref));
    expect(body, path).toMatch(alternateLink('x-default', englishHref));
  }
  const feed = (await visitor(request, `${AR_NEWS}/rss.xml`)).body;
  expect(feed).toContain('<language>ar</language>');
  expect(feed).toContain(`<link>${arabicHref}</link>`);
  expect((await visitor(request, '/news-insights/rss.xml')).body).not.toContain(encodeURI(arabicSlug));

  // Unpublished: gone from /ar and the feed, and the English page lists no Arabic alternate.
  // (A save goes back to the list, which shows each row's language.)
  const arabicRow = page.getByTestId('article-row').filter({ hasText: arabicTitle });
  await expect(arabicRow).toContainText('Arabic');
  await arabicRow.getByRole('link', { name: /^Edit / }).click();
  await page.getByLabel('Published (visible on website)').uncheck();
  await page.getByRole('button', { name: 'Update Article' }).click();
  await expectToast(page, 'Article updated successfully!');
  expect((await visitor(request, `${AR_NEWS}/${arabicSlug}`)).status).toBe(404);
  expect((await visitor(request, `${AR_NEWS}/rss.xml`)).body).not.toContain(encodeURI(arabicSlug));
  expect((await visitor(request, `/news-insights/${englishSlug}`)).body).not.toMatch(/<link rel="alternate" hreflang="ar"/i);

  // The English article unpublished too: the files after this one on the same server (the home's
  // newest articles, the news list's count, the feed) read the demo content as it was seeded.
  await page.getByTestId('article-row').filter({ hasText: `Dubai briefing ${id}` }).getByRole('link', { name: /^Edit / }).click();
  await page.getByLabel('Published (visible on website)').uncheck();
  await page.getByRole('button', { name: 'Update Article' }).click();
  await expectToast(page, 'Article updated successfully!');
  expect((await visitor(request, `/news-insights/${englishSlug}`)).status).toBe(404);
});
