/**
 * /what-we-do: the page's quote form posts to its own action, and the lead names this page; the
 * services it lists, and the home page's practices, are what the practice pages say (issue 44).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds, useTestDatabase } from '../../../tests/support/database';
import { dataOf, resultOf } from '../../../tests/support/route-results';
import { configureRouteTests, publicFormPost, routeArgs } from '../../../tests/support/route-requests';
import { contact_leads } from '~/server/db/schema.server';
import { PAGE_SEEDS } from '~/content/pages/index';
import { securityHero } from '~/content/site/security-services';
import type { PageDocument } from '~/domain/page-blocks/document';
import { setEnvForTests } from '~/server/platform/env.server';
import { site_pages } from '~/server/db/schema.server';
import { writeSitePage } from '~/server/entities/site-pages.server';
import { forgetHeldContent } from '../../../tests/support/database';
import { loader as homeLoader } from './home';
import { action, loader } from './what-we-do';

describe.each(testDatabaseKinds())('/what-we-do (%s)', (kind) => {
  const db = useTestDatabase(kind);
  beforeAll(() => configureRouteTests());
  afterAll(() => setEnvForTests(undefined));

  it('gives the form its fill-time token and stores a quote from /what-we-do', async () => {
    expect((await loader()).formToken).toMatch(/\S/);
    const email = `lin-${kind}@example.com`;
    const fields = { form: 'quote', first_name: 'Lin', last_name: 'Wei', email, message: 'A customer portal.', timeline: '1-3 months' };
    const result = await resultOf(action(routeArgs<Parameters<typeof action>[0]>(publicFormPost('/what-we-do', fields))));
    expect(result.status).toBe(200);
    expect(dataOf<{ title: string }>(result).title).toBe('Quote Request Submitted!');
    const [lead] = await db().select().from(contact_leads).where(eq(contact_leads.email, email));
    expect(lead).toMatchObject({ first_name: 'Lin', timeline: '1-3 months', status: 'new', form: 'quote', source_page: '/what-we-do' });
  });

  it('lists the services as the practice pages name them: a heading or hero edited there shows here and on the home page', async () => {
    await db().delete(site_pages);
    forgetHeldContent();
    const seeded = (await loader()).practices.find((practice) => practice.id === 'security-services')!;
    expect(seeded).toMatchObject({ name: 'Security Services', headline: securityHero.headline, intro: securityHero.subhead });
    expect(seeded.services[0]).toEqual({ title: 'Cloud Security & Zero Trust Architecture', href: '/security-services#cloud-security-zero-trust-architecture' });

    const document = structuredClone(PAGE_SEEDS['security-services']) as PageDocument;
    const hero = document.blocks.find((block) => block.type === 'hero')!;
    if (hero.type !== 'hero') throw new Error('no hero');
    hero.data.headline = `Security, edited (${kind})`;
    const services = document.blocks.find((block) => block.type === 'serviceStack')!;
    if (services.type !== 'serviceStack') throw new Error('no services block');
    services.data.items[0]!.title = `Zero Trust, renamed (${kind})`;
    expect((await writeSitePage({ email: 'editor@corvane.example' }, 'security-services', { kind: 'publish', document })).ok).toBe(true);

    for (const practices of [(await loader()).practices, (await homeLoader()).practices]) {
      const security = practices.find((practice) => practice.id === 'security-services')!;
      expect(security.headline).toBe(`Security, edited (${kind})`);
      // The anchor stays the catalog's: the practice page's item keeps its id.
      expect(security.services[0]).toEqual({ title: `Zero Trust, renamed (${kind})`, href: '/security-services#cloud-security-zero-trust-architecture' });
      expect(security.services[1]!.title).toBe('Data Privacy & Protection');
    }
    await db().delete(site_pages);
    forgetHeldContent();
  });
});
