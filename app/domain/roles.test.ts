import { describe, expect, it } from 'vitest';
import { ADMIN_AREAS, mayOpen, rolesFor } from '~/domain/roles';

describe('staff roles', () => {
  it('lets the owner open every area', () => {
    for (const area of ADMIN_AREAS) expect(mayOpen('owner', area)).toBe(true);
  });

  it('gives each role the areas issue 17 lists (issue 44 the pages to editors, issue 45 the content search to all) and nothing else', () => {
    const opened = (role: 'editor' | 'recruiter' | 'sales') => ADMIN_AREAS.filter((area) => mayOpen(role, area));
    expect(opened('editor')).toEqual(['dashboard', 'profile', 'search', 'news', 'partners', 'teams', 'testimonials', 'portfolio', 'media', 'redirects', 'not-found-log', 'pages']);
    expect(opened('recruiter')).toEqual(['dashboard', 'profile', 'search', 'jobs', 'job-applications']);
    expect(opened('sales')).toEqual(['dashboard', 'profile', 'search', 'leads']);
  });

  it('keeps staff, privacy, the audit log, the system panels and the offices to owners', () => {
    expect(rolesFor('staff')).toEqual(['owner']);
    expect(rolesFor('privacy')).toEqual(['owner']);
    expect(rolesFor('audit')).toEqual(['owner']);
    expect(rolesFor('system')).toEqual(['owner']);
    expect(rolesFor('offices')).toEqual(['owner']);
  });
});
