/** /robots.txt: everything but the back office may be crawled, and the sitemap is named with the public address. */
import { beforeAll, describe, expect, it } from 'vitest';
import { configureRouteTests, TEST_PUBLIC_URL } from '../../../tests/support/route-requests';
import { loader } from './robots';

describe('/robots.txt', () => {
  beforeAll(() => {
    configureRouteTests();
  });

  it('allows the site, keeps crawlers out of /admin and names the sitemap', async () => {
    const response = loader();
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(await response.text()).toBe(`User-agent: *\nAllow: /\nDisallow: /admin\n\nSitemap: ${TEST_PUBLIC_URL}/sitemap.xml\n`);
  });
});
