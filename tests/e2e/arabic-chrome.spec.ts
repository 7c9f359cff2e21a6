/**
 * The site's frame in Arabic (issue 48): on /ar the header, menus and footer are Arabic and laid out
 * right to left; links to pages not yet translated lead to the English page and say so; the
 * language switcher leads between / and /ar and remembers the choice in the `lang` cookie, which
 * only the 404 page reads; an unknown Arabic address answers 404 in Arabic; nothing overflows
 * sideways; axe is clean. The pages' own Arabic copy comes from other work, so axe looks at the
 * header and footer here.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, hydrated, test, type Page } from './fixtures';

const widths = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
];

async function frameViolations(page: Page) {
  const results = await new AxeBuilder({ page }).include('header').include('footer').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? '')).map((violation) => violation.id);
}

function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/** A link's address as the visitor's browser reads it (decoded). */
async function hrefOf(page: Page, selector: ReturnType<Page['getByRole']>): Promise<string> {
  return decodeURI((await selector.getAttribute('href')) ?? '');
}

async function languageCookie(page: Page): Promise<string | undefined> {
  return (await page.context().cookies()).find((cookie) => cookie.name === 'lang')?.value;
}

test.describe('desktop (1280 px)', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the Arabic frame: Arabic words, right to left, the untranslated pages linked in English', async ({ page }, testInfo) => {
    await page.goto('/ar');
    await hydrated(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const header = page.getByRole('banner');
    const nav = header.getByRole('navigation', { name: 'التنقل الرئيسي' });
    const careers = nav.getByRole('link', { name: 'الوظائف', exact: true });
    expect(await hrefOf(page, careers)).toBe('/ar/الوظائف');
    // Industries has no Arabic page yet: the English one, announced as English.
    const industries = nav.getByRole('link', { name: 'القطاعات (بالإنجليزية)' });
    expect(await hrefOf(page, industries)).toBe('/industries');
    await expect(industries).toHaveAttribute('hreflang', 'en');
    // The header's search searches the Arabic documents (ADR 420 point 8): beside the full menu, its button alone.
    await expect(header.getByRole('search')).toHaveAttribute('action', '/ar/بحث');
    await expect(header.getByRole('search').getByRole('button', { name: 'بحث' })).toBeVisible();

    // The logo at the right, the menu running leftwards from it.
    const logo = header.getByRole('link', { name: 'Corvane Digital، الصفحة الرئيسية' });
    const logoBox = (await logo.boundingBox())!;
    const careersBox = (await careers.boundingBox())!;
    expect(logoBox.x).toBeGreaterThan(careersBox.x);
    expect(1280 - (logoBox.x + logoBox.width)).toBeLessThan(64);

    // The dropdown opens under its button, aligned to the button's right edge.
    const services = nav.getByRole('button', { name: 'خدماتنا' });
    await services.click();
    const list = nav.getByRole('link', { name: 'الخدمات الأمنية', exact: true }).locator('xpath=ancestor::ul[1]');
    await expect(list).toBeVisible();
    const buttonBox = (await services.boundingBox())!;
    const listBox = (await list.boundingBox())!;
    expect(Math.abs(listBox.x + listBox.width - (buttonBox.x + buttonBox.width))).toBeLessThanOrEqual(1);
    expect(await hrefOf(page, nav.getByRole('link', { name: 'الخدمات الأمنية', exact: true }))).toBe('/ar/الخدمات-الأمنية');
    await testInfo.attach('ar-1280-header', { body: await page.screenshot(), contentType: 'image/png' });
    await page.keyboard.press('Escape');

    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText('دبي، الإمارات')).toBeVisible();
    await expect(footer.getByText(`© ${new Date().getFullYear()} Corvane Digital, LLC. جميع الحقوق محفوظة.`)).toBeVisible();
    await expect(footer.getByRole('heading', { name: 'مكاتبنا' })).toBeVisible();
    await testInfo.attach('ar-1280-footer', { body: await footer.screenshot(), contentType: 'image/png' });
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    expect(await frameViolations(page)).toEqual([]);
  });

  test('the switcher leads / ⇄ /ar and remembers the choice', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const toArabic = page.getByRole('banner').getByRole('link', { name: 'العربية' });
    await expect(toArabic).toHaveAttribute('hreflang', 'ar');
    await expect(toArabic).toHaveAttribute('lang', 'ar');
    await toArabic.click();
    await expect(page).toHaveURL(/\/ar$/);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('banner').getByRole('navigation', { name: 'التنقل الرئيسي' })).toBeVisible();
    expect(await languageCookie(page)).toBe('ar');

    const toEnglish = page.getByRole('banner').getByRole('link', { name: 'English' });
    await toEnglish.click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.getByRole('banner').getByRole('navigation', { name: 'Main' })).toBeVisible();
    expect(await languageCookie(page)).toBe('en');
    const cookie = (await page.context().cookies()).find((found) => found.name === 'lang')!;
    expect(cookie.path).toBe('/');
    expect(cookie.sameSite).toBe('Lax');
    expect(cookie.expires - Date.now() / 1000).toBeGreaterThan(364 * 24 * 3600);
  });

  test('the Arabic typeface is fetched on Arabic pages only', async ({ page }) => {
    const fonts: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('ibm-plex-sans-arabic')) fonts.push(new URL(request.url()).pathname);
    });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => document.fonts.ready);
    expect(fonts).toEqual([]);
    await page.goto('/ar');
    await page.evaluate(() => document.fonts.ready);
    await expect.poll(() => fonts.some((path) => /arabic-(400|700)-normal-.*\.woff2$/.test(path))).toBe(true);
    await expect(page.getByRole('banner').getByRole('navigation', { name: 'التنقل الرئيسي' })).toHaveCSS('font-family', /IBM Plex Sans Arabic/);
  });

  test('an unknown Arabic address: 404 in Arabic with the Arabic home; the browser adds the remembered language\'s home', async ({ page, request, context }) => {
    const response = await page.goto('/ar/لا-توجد');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('الصفحة غير موجودة');
    expect(await hrefOf(page, page.getByRole('main').getByRole('link', { name: 'الصفحة الرئيسية', exact: true }))).toBe('/ar');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(page).toHaveTitle('الصفحة غير موجودة | Corvane Digital');
    await hydrated(page);
    await expect(page.getByText('Go to the English home page')).toHaveCount(0);
    expect(response?.headers()['cache-control']).toBe('no-store');

    // One stored document per language's catch-all, whatever the lang cookie says: a bot that
    // sends it cannot make each miss a render (ADR 420). Same bytes, from memory.
    const plainArabic = await request.get('/ar/لا-توجد-أيضا');
    const withCookie = await request.get('/ar/لا-توجد-كذلك', { headers: { Cookie: 'lang=en' } });
    expect([plainArabic.status(), withCookie.status()]).toEqual([404, 404]);
    expect(withCookie.headers()['x-cache']).toBe('HIT');
    expect(await withCookie.text()).toBe(await plainArabic.text());
    const plainEnglish = await request.get('/no-such-page-here');
    const englishWithCookie = await request.get('/no-such-page-either', { headers: { Cookie: 'lang=ar' } });
    expect([plainEnglish.status(), englishWithCookie.status()]).toEqual([404, 404]);
    expect(englishWithCookie.headers()['x-cache']).toBe('HIT');
    const englishHtml = await englishWithCookie.text();
    expect(englishHtml).toBe(await plainEnglish.text());
    expect(englishHtml).toContain('Page not found');
    expect(englishHtml).not.toContain('الانتقال إلى الصفحة الرئيسية');

    // In the browser, the remembered choice adds that language's home once the page has hydrated.
    // As the switcher sets it: for the whole site (path /).
    const remember = (value: string) => context.addCookies([{ name: 'lang', value, domain: new URL(page.url()).hostname, path: '/' }]);
    await remember('en');
    await page.goto('/ar/لا-توجد');
    await hydrated(page);
    const englishHome = page.getByRole('link', { name: 'Go to the English home page' });
    await expect(englishHome).toHaveAttribute('href', '/');
    await expect(englishHome).toHaveAttribute('hreflang', 'en');
    await remember('ar');
    await page.goto('/no-such-page-here');
    await hydrated(page);
    await expect(page.getByRole('link', { name: 'الانتقال إلى الصفحة الرئيسية باللغة العربية' })).toHaveAttribute('href', '/ar');
  });
});

test.describe('phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the Arabic menu opens on the side of its button (the left, mirrored), with the switcher; nothing overflows', async ({ page }, testInfo) => {
    await page.goto('/ar');
    await hydrated(page);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await testInfo.attach('ar-390-top', { body: await page.screenshot(), contentType: 'image/png' });
    const menuButton = page.getByRole('button', { name: 'القائمة', exact: true });
    await menuButton.click();
    const dialog = page.getByRole('dialog', { name: 'قائمة الموقع' });
    await expect(dialog).toBeVisible();
    // In English the panel stands at the right, under the Menu button; mirrored, at the left.
    const buttonBox = (await menuButton.boundingBox())!;
    expect(buttonBox.x).toBeLessThan(195);
    const box = (await dialog.boundingBox())!;
    expect(box.x).toBeLessThanOrEqual(1);
    const english = dialog.getByRole('link', { name: 'English' });
    await expect(english).toHaveAttribute('hreflang', 'en');
    expect(await hrefOf(page, english)).toBe('/');
    expect(await hrefOf(page, dialog.getByRole('link', { name: 'الأخبار والرؤى', exact: true }))).toBe('/ar/الأخبار-والرؤى');
    await testInfo.attach('ar-390-menu', { body: await page.screenshot(), contentType: 'image/png' });
    expect(await frameViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'إغلاق القائمة' }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await testInfo.attach('ar-390-footer', { body: await page.getByRole('contentinfo').screenshot(), contentType: 'image/png' });
    expect(await frameViolations(page)).toEqual([]);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  });
});

for (const viewport of widths) {
  test(`the English header keeps its room for the switcher at ${viewport.width} px`, async ({ page }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await page.goto('/');
    await hydrated(page);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    const switcher = viewport.width >= 1280 ? page.getByRole('banner').getByRole('link', { name: 'العربية' }) : null;
    if (switcher) {
      await expect(switcher).toBeVisible();
      const box = (await switcher.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
    } else {
      await page.getByRole('button', { name: 'Menu', exact: true }).click();
      await expect(page.getByRole('dialog').getByRole('link', { name: 'العربية' })).toHaveAttribute('href', '/ar');
    }
  });
}
