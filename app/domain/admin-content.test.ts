import { describe, expect, it } from 'vitest';
import { DISPLAY_ORDER_MESSAGE } from './admin-form';
import { INVALID_DATE_MESSAGE } from './admin-content';
import { INVALID_EMAIL_MESSAGE } from './forms';
import { articleMessages, newArticleValues, parseArticleForm } from './news-admin';
import { NEW_PARTNER_VALUES, PARTNERSHIP_TYPES, parsePartnerForm, partnerMessages } from './partner-admin';
import { SLUG_FORMAT_MESSAGE } from './slug';
import { DEFAULT_DEPARTMENT, DEPARTMENTS, NEW_TEAM_VALUES, parseTeamForm, teamMessages } from './team-admin';

const article = {
  title: 'AI & Data: The 2025 Outlook',
  slug: '',
  category: 'Insights',
  author: 'Corvane Digital',
  published_date: '2025-03-14',
  excerpt: 'Short.',
  content: '## Body',
  featured_image: '',
};

describe('article form', () => {
  it('derives an empty slug from the title and stores empty optional values as null', () => {
    const result = parseArticleForm(article);
    expect(result.ok && result.data).toEqual({
      ...article,
      slug: 'ai-data-the-2025-outlook',
      featured_image: null,
      is_published: false,
      publish_at: null,
      unpublish_at: null,
    });
    expect(result.values.slug).toBe('ai-data-the-2025-outlook');
  });

  it('keeps a slug edited by hand and reads the publish checkbox', () => {
    const result = parseArticleForm({ ...article, slug: 'my-own', is_published: 'on', featured_image: 'https://cdn.example.com/a.jpg' });
    expect(result.ok && result.data).toMatchObject({ slug: 'my-own', is_published: true, featured_image: 'https://cdn.example.com/a.jpg' });
  });

  it('reads publish and unpublish times in the firm\'s zone; the date shown follows the publish time (issue 19)', () => {
    const result = parseArticleForm({ ...article, is_published: 'on', publish_at: '2026-11-30T09:00', unpublish_at: '2026-12-31T17:30' });
    expect(result.ok && result.data).toMatchObject({
      publish_at: new Date('2026-11-30T15:00:00Z'),
      unpublish_at: new Date('2026-12-31T23:30:00Z'),
      published_date: '2026-11-30',
    });
    const summer = parseArticleForm({ ...article, publish_at: '2026-07-01T09:00' });
    expect(summer.ok && summer.data.publish_at).toEqual(new Date('2026-07-01T14:00:00Z'));
    const backwards = parseArticleForm({ ...article, publish_at: '2026-11-30T09:00', unpublish_at: '2026-11-29T09:00' });
    expect(!backwards.ok && backwards.errors.unpublish_at).toBe(articleMessages.unpublish_at);
    const garbage = parseArticleForm({ ...article, publish_at: 'next monday' });
    expect(!garbage.ok && garbage.errors.publish_at).toBe(articleMessages.publish_at);
  });

  it('names every missing required field', () => {
    const result = parseArticleForm({});
    expect(result.ok).toBe(false);
    expect(!result.ok && result.errors).toEqual({
      title: articleMessages.title,
      slug: articleMessages.slug,
      category: articleMessages.category,
      author: articleMessages.author,
      published_date: articleMessages.published_date,
      excerpt: articleMessages.excerpt,
      content: articleMessages.content,
    });
  });

  it('refuses a malformed slug, date, category and image address', () => {
    const result = parseArticleForm({ ...article, slug: 'Not A Slug', published_date: '2025-02-30', category: 'Blog', featured_image: 'javascript:alert(1)' });
    expect(!result.ok && result.errors).toMatchObject({
      slug: SLUG_FORMAT_MESSAGE,
      published_date: INVALID_DATE_MESSAGE,
      category: articleMessages.category,
      featured_image: expect.stringContaining('valid featured image URL'),
    });
  });

  it('limits text lengths', () => {
    const result = parseArticleForm({ ...article, title: 'x'.repeat(201) });
    expect(!result.ok && result.errors.title).toBe('Title must be at most 200 characters.');
  });

  it('starts a new article as a draft dated today by the company', () => {
    expect(newArticleValues('2025-05-01')).toMatchObject({ published_date: '2025-05-01', author: 'Corvane Digital', is_published: '' });
  });
});

const partner = {
  name: 'Halcyon Cloud, Inc.',
  slug: '',
  logo_url: '/images/partners/halcyon.svg',
  partnership_type: 'Technology Partner',
  description: 'About **them**.',
  website: '',
  industry: '  ',
  established_date: '',
  case_study: '',
  display_order: '',
};

describe('partner form', () => {
  it('derives the slug from the name; empty website, industry, established date and case study become null', () => {
    const result = parsePartnerForm({ ...partner, is_active: 'on' });
    expect(result.ok && result.data).toEqual({
      name: 'Halcyon Cloud, Inc.',
      slug: 'halcyon-cloud-inc',
      logo_url: '/images/partners/halcyon.svg',
      partnership_type: 'Technology Partner',
      description: 'About **them**.',
      website: null,
      industry: null,
      established_date: null,
      case_study: null,
      is_active: true,
      display_order: 0,
    });
  });

  it('keeps filled optional values', () => {
    const result = parsePartnerForm({ ...partner, website: 'https://halcyon.example', industry: 'Cloud', established_date: '2016-04-01', case_study: 'Challenge: x', display_order: '3' });
    expect(result.ok && result.data).toMatchObject({ website: 'https://halcyon.example', industry: 'Cloud', established_date: '2016-04-01', case_study: 'Challenge: x', display_order: 3, is_active: false });
  });

  it('reads publish and unpublish times in the firm\'s zone; the date shown follows the publish time (issue 19)', () => {
    const result = parseArticleForm({ ...article, is_published: 'on', publish_at: '2026-11-30T09:00', unpublish_at: '2026-12-31T17:30' });
    expect(result.ok && result.data).toMatchObject({
      publish_at: new Date('2026-11-30T15:00:00Z'),
      unpublish_at: new Date('2026-12-31T23:30:00Z'),
      published_date: '2026-11-30',
    });
    const summer = parseArticleForm({ ...article, publish_at: '2026-07-01T09:00' });
    expect(summer.ok && summer.data.publish_at).toEqual(new Date('2026-07-01T14:00:00Z'));
    const backwards = parseArticleForm({ ...article, publish_at: '2026-11-30T09:00', unpublish_at: '2026-11-29T09:00' });
    expect(!backwards.ok && backwards.errors.unpublish_at).toBe(articleMessages.unpublish_at);
    const garbage = parseArticleForm({ ...article, publish_at: 'next monday' });
    expect(!garbage.ok && garbage.errors.publish_at).toBe(articleMessages.publish_at);
  });

  it('names every missing required field', () => {
    const result = parsePartnerForm({});
    expect(!result.ok && result.errors).toEqual({
      name: partnerMessages.name,
      slug: partnerMessages.slug,
      logo_url: partnerMessages.logo_url,
      partnership_type: partnerMessages.partnership_type,
      description: partnerMessages.description,
    });
  });

  it('refuses an unknown partnership type, a bad logo or website address and a negative order', () => {
    const result = parsePartnerForm({ ...partner, partnership_type: 'Reseller', logo_url: 'data:image/png;base64,xx', website: '/relative', display_order: '-1' });
    expect(!result.ok && result.errors).toMatchObject({
      partnership_type: partnerMessages.partnership_type,
      logo_url: expect.stringContaining('valid logo URL'),
      website: expect.stringContaining('valid website URL'),
      display_order: DISPLAY_ORDER_MESSAGE,
    });
  });

  it('offers the four partnership types, Strategic Partner first and by default', () => {
    expect(PARTNERSHIP_TYPES).toEqual(['Strategic Partner', 'Technology Partner', 'Implementation Partner', 'Consulting Partner']);
    expect(NEW_PARTNER_VALUES.partnership_type).toBe('Strategic Partner');
    expect(NEW_PARTNER_VALUES.is_active).toBe('on');
  });
});

const member = {
  name: 'Ana María Ruiz',
  slug: '',
  title: 'Managing Partner',
  department: 'Strategy',
  display_order: '2',
  photo_url: '',
  email: '',
  linkedin_url: '',
  twitter_url: '',
  bio: 'Leads strategy.',
};

describe('team member form', () => {
  it('derives the slug from the name; empty photo, email, LinkedIn and Twitter become null', () => {
    const result = parseTeamForm({ ...member, is_active: 'on' });
    expect(result.ok && result.data).toEqual({
      name: 'Ana María Ruiz',
      slug: 'ana-maria-ruiz',
      title: 'Managing Partner',
      department: 'Strategy',
      display_order: 2,
      photo_url: null,
      email: null,
      linkedin_url: null,
      twitter_url: null,
      bio: 'Leads strategy.',
      is_active: true,
    });
  });

  it('names every missing required field (Name, Slug, Title/Position, Department, Bio)', () => {
    const result = parseTeamForm({});
    expect(!result.ok && result.errors).toEqual({
      name: teamMessages.name,
      slug: teamMessages.slug,
      title: teamMessages.title,
      department: teamMessages.department,
      bio: teamMessages.bio,
    });
  });

  it('checks the e-mail format and the link addresses', () => {
    const result = parseTeamForm({ ...member, email: 'ana at corvane', linkedin_url: 'linkedin.com/in/ana' });
    expect(!result.ok && result.errors).toEqual({
      email: INVALID_EMAIL_MESSAGE,
      linkedin_url: expect.stringContaining('valid LinkedIn URL'),
    });
    const ok = parseTeamForm({ ...member, email: 'ana@corvane.example', linkedin_url: 'https://www.linkedin.com/in/ana', photo_url: '/images/team/ana.jpg' });
    expect(ok.ok && ok.data).toMatchObject({ email: 'ana@corvane.example', linkedin_url: 'https://www.linkedin.com/in/ana', photo_url: '/images/team/ana.jpg' });
  });

  it('offers the six departments with Leadership as the default', () => {
    expect(DEPARTMENTS).toEqual(['Leadership', 'Consulting', 'Strategy', 'Technology', 'Operations', 'Marketing']);
    expect(DEFAULT_DEPARTMENT).toBe('Leadership');
    expect(NEW_TEAM_VALUES).toMatchObject({ department: 'Leadership', is_active: 'on', display_order: '0' });
  });
});
