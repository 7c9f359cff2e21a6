import { describe, expect, it } from 'vitest';
import { entitiesOpenTo } from './staff';

const SEARCHABLE = ['news_insights', 'partners', 'portfolio_projects', 'jobs', 'site_pages'] as const;

describe('what a role’s content search may find', () => {
  it('gives the owner every table, editors the published content and pages, recruiters jobs, sales nothing', () => {
    expect(entitiesOpenTo('owner', SEARCHABLE)).toEqual([...SEARCHABLE]);
    expect(entitiesOpenTo('editor', SEARCHABLE)).toEqual(['news_insights', 'partners', 'portfolio_projects', 'site_pages']);
    expect(entitiesOpenTo('recruiter', SEARCHABLE)).toEqual(['jobs']);
    expect(entitiesOpenTo('sales', SEARCHABLE)).toEqual([]);
  });
});
