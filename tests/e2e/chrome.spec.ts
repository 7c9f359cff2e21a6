/**
 * The page chrome on every public page (product §2 "Shared elements"): top bar, What we do dropdown
 * by keyboard, the mobile menu (keyboard, focus trap, scroll lock), footer, skip link and
 * scroll-to-top on navigation — at desktop and phone widths.
 */
import { expect, test, type Page } from './fixtures';

const topBarLinks = [
  ['Industries', '/industries'],
  ['Portfolio', '/portfolio'],
  ['About Us', '/about-us'],
  ['Partners', '/partners'],
  ['News & Insights', '/news-insights'],
  ['Careers', '/careers'],
  ['Contact Us', '/contact-us'],
] as const;

const practiceLinks = [
  ['Digital Experience', '/digital-experience'],
  ['Generative AI and Data', '/generative-ai'],
  ['Security Services', '/security-services'],
] as const;

async function expectFooter(page: Page) {
  const footer = page.getByRole('contentinfo');
  for (const [city, country] of [
    ['Dallas', 'USA'],
    ['Hyderabad', 'India'],
    ['Dubai', 'UAE'],
  ]) {
    await expect(footer.getByText(`${city}, ${country}`)).toBeVisible();
  }
  const footerNav = footer.getByRole('navigation', { name: 'Footer' });
  for (const [label, href] of [...topBarLinks, ...practiceLinks, ['What we do', '/what-we-do']] as const) {
    await expect(footerNav.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href);
  }
  await expect(footer.getByText(`© ${new Date().getFullYear()} Corvane Digital, LLC. All rights reserved.`)).toBeVisible();
  await expect(footer.getByRole('link', { name: 'Terms & Policies' })).toHaveAttribute('href', '/terms');
  await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
}

test.describe('desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the top bar links every section of the site', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('banner').getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('button', { name: 'What we do' })).toHaveAttribute('aria-expanded', 'false');
    for (const [label, href] of topBarLinks) {
      await expect(nav.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href);
    }
    await expect(page.getByRole('button', { name: 'Menu', exact: true })).toBeHidden();
  });

  test('What we do opens, moves and closes by keyboard', async ({ page }) => {
    await page.goto('/');
    const button = page.getByRole('button', { name: 'What we do' });
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const list = page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
    await expect(list).toBeVisible();
    await expect(list.getByRole('link')).toHaveText(['View All Services', ...practiceLinks.map(([label]) => label)]);

    // Escape closes and gives focus back to the button.
    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(list).toBeHidden();
    await expect(button).toBeFocused();

    // Arrow Down opens and focuses the first link; arrows move; Escape from a link returns focus.
    await page.keyboard.press('ArrowDown');
    await expect(list.getByRole('link', { name: 'View All Services' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(list.getByRole('link', { name: 'Digital Experience' })).toBeFocused();
    await page.keyboard.press('End');
    await expect(list.getByRole('link', { name: 'Security Services' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(button).toBeFocused();
    await expect(list).toBeHidden();

    // Tab moves through the open list; tabbing out of it closes it.
    await page.keyboard.press('Enter');
    for (let i = 0; i < 4; i++) await page.keyboard.press('Tab');
    await expect(list.getByRole('link', { name: 'Security Services' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Industries', exact: true }).first()).toBeFocused();
    await expect(button).toHaveAttribute('aria-expanded', 'false');

    // Following a link navigates and closes the list.
    await button.focus();
    await page.keyboard.press('Enter');
    await list.getByRole('link', { name: 'Generative AI and Data' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/generative-ai$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Generative AI');
    await expect(page.getByRole('button', { name: 'What we do' })).toHaveAttribute('aria-expanded', 'false');
  });

  test('a click outside closes the dropdown', async ({ page }) => {
    await page.goto('/about-us');
    const button = page.getByRole('button', { name: 'What we do' });
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await page.mouse.click(1100, 700);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  test('the skip link is the first stop and moves focus to the main content', async ({ page }) => {
    await page.goto('/what-we-do');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#main$/);
    await expect(page.locator('main#main')).toBeFocused();
  });

  test('the footer lists the offices, company and service links, copyright and legal links', async ({ page }) => {
    await page.goto('/');
    await expectFooter(page);
  });

  test('every navigation starts at the top of the new page', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).click();
    await expect(page).toHaveURL(/\/about-us$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('tablet and small laptop', () => {
  test.use({ viewport: { width: 1024, height: 768 } });

  test('below 1280 px the links move into the menu', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('banner').getByRole('navigation')).toBeHidden();
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Site menu' }).getByRole('link', { name: 'Partners' })).toBeVisible();
    // Growing the window to the full top bar closes the menu.
    await page.setViewportSize({ width: 1300, height: 768 });
    await expect(page.getByRole('dialog', { name: 'Site menu' })).toBeHidden();
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');
    await expect(page.getByRole('banner').getByRole('navigation', { name: 'Main' })).toBeVisible();
  });
});

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('the menu opens by keyboard, traps focus, locks scrolling and gives focus back', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('banner').getByRole('navigation')).toBeHidden();
    const menuButton = page.getByRole('button', { name: 'Menu', exact: true });
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');

    await menuButton.focus();
    await page.evaluate(() => window.scrollTo(0, 300));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(300);
    await page.keyboard.press('Enter');
    const menu = page.getByRole('dialog', { name: 'Site menu' });
    await expect(menu).toBeVisible();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('button', { name: 'Close menu' })).toBeFocused();

    // Page scrolling is locked while the menu is open (the lock is set by an effect: polled).
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    await page.mouse.move(20, 700);
    await page.mouse.wheel(0, 600);
    // Nothing should happen: a wheel that scrolled would show within this time.
    await page.waitForTimeout(200);
    expect(await page.evaluate(() => window.scrollY)).toBe(300);

    // Every link is there; Tab and Shift+Tab never leave the menu.
    for (const [label, href] of [...practiceLinks, ['View All Services', '/what-we-do'], ...topBarLinks] as const) {
      await expect(menu.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href);
    }
    const focusables = await menu.locator('a[href], button').count();
    for (let i = 0; i < focusables + 2; i++) {
      await page.keyboard.press('Tab');
      expect(await menu.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
    for (let i = 0; i < 3; i++) {
      await page.keyboard.press('Shift+Tab');
      expect(await menu.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }

    // Escape closes it, unlocks scrolling and returns focus to the Menu button.
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(menuButton).toBeFocused();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');
    await page.mouse.wheel(0, 400);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  });

  test('following a link in the menu closes it and opens the page at the top', async ({ page }) => {
    await page.goto('/industries');
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    const menu = page.getByRole('dialog', { name: 'Site menu' });
    await menu.getByRole('link', { name: 'Careers' }).click();
    await expect(page).toHaveURL(/\/careers$/);
    await expect(menu).toBeHidden();
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    // The Close button closes it too.
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await page.getByRole('dialog', { name: 'Site menu' }).getByRole('button', { name: 'Close menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Site menu' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Menu', exact: true })).toBeFocused();
  });

  test('the footer shows the offices and links on a phone', async ({ page }) => {
    await page.goto('/contact-us');
    await expectFooter(page);
  });
});
