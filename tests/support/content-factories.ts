/**
 * Small factories for public-content rows in integration tests: each makes one row with sensible
 * defaults, overridable field by field, and returns it.
 */
import crypto from 'node:crypto';
import type { Database } from '../../app/server/db/db.server';
import { jobs, news_insights, partners, portfolio_projects, teams, testimonials } from '../../app/server/db/schema.server';

const unique = () => crypto.randomBytes(4).toString('hex');

export async function makeArticle(db: Database, values: Partial<typeof news_insights.$inferInsert> = {}) {
  const id = unique();
  const [row] = await db
    .insert(news_insights)
    .values({
      slug: `article-${id}`,
      title: `Article ${id}`,
      excerpt: 'An excerpt.',
      content: '## Heading\n\nBody text.',
      category: 'Insights',
      published_date: '2025-01-01',
      is_published: true,
      ...values,
    })
    .returning();
  return row!;
}

export async function makePartner(db: Database, values: Partial<typeof partners.$inferInsert> = {}) {
  const id = unique();
  const [row] = await db
    .insert(partners)
    .values({
      slug: `partner-${id}`,
      name: `Partner ${id}`,
      logo_url: '/images/logo.svg',
      description: 'A **partner**.',
      is_active: true,
      ...values,
    })
    .returning();
  return row!;
}

export async function makeTeamMember(db: Database, values: Partial<typeof teams.$inferInsert> = {}) {
  const id = unique();
  const [row] = await db
    .insert(teams)
    .values({ name: `Member ${id}`, slug: `member-${id}`, title: 'Partner', bio: 'Bio.', is_active: true, ...values })
    .returning();
  return row!;
}

export async function makeTestimonial(db: Database, values: Partial<typeof testimonials.$inferInsert> = {}) {
  const [row] = await db
    .insert(testimonials)
    .values({ quote: 'Great work.', name: `Client ${unique()}`, title: 'CEO', is_active: true, ...values })
    .returning();
  return row!;
}

export async function makeProject(db: Database, values: Partial<typeof portfolio_projects.$inferInsert> = {}) {
  const [row] = await db
    .insert(portfolio_projects)
    .values({
      title: `Project ${unique()}`,
      client: 'Client Co',
      description: 'What we did.',
      category: 'Technology',
      year: 2025,
      is_active: true,
      ...values,
    })
    .returning();
  return row!;
}

export async function makeJob(db: Database, values: Partial<typeof jobs.$inferInsert> = {}) {
  const [row] = await db
    .insert(jobs)
    .values({
      title: `Job ${unique()}`,
      department: 'Technology',
      experience_level: 'Senior',
      description: 'The role.',
      is_active: true,
      ...values,
    })
    .returning();
  return row!;
}
