/**
 * DESIGN rule 1 and issue 17's role table, proven for every admin route in app/routes.ts (walked,
 * not listed by hand): each loader and each action guards itself. Anonymous visitors and
 * signed-in people who are not on the staff list get a redirect to /admin/login?redirect={path}
 * with an empty body; each staff role (owner, editor, recruiter, sales) gets in exactly where the
 * table below says and a 403 everywhere else; every refused POST changes nothing in the database,
 * and a route without an action is refused by the framework.
 *
 * The table is written here from the issue, not read from domain/roles, so a wrong entry there is
 * caught. A new admin route under a prefix the table does not know fails the test until it is added.
 */
import crypto from 'node:crypto';
import { createStaticHandler, type RouteObject } from 'react-router';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import routeConfig from '../../app/routes';
import { auth } from '../../app/server/platform/auth.server';
import { queryRows, type Database } from '../../app/server/db/db.server';
import { seedDemoContent } from '../../app/server/seed/seed.server';
import { countSessionsOfEmail } from '../../app/server/platform/session.server';
import { requestContextFor } from '../../app/server/platform/request-state.server';
import { addStaff } from '../../app/server/entities/staff.server';
import { staff as staffTable } from '../../app/server/db/schema.server';
import { STAFF_ROLES, type StaffRole } from '../../app/domain/roles';
import { testDatabaseKinds, useTestDatabase } from '../support/database';
import { resultOf } from '../support/route-results';
import { configureTestAuth, makeSessionCookie, TEST_ORIGIN } from '../support/staff-sessions';

interface ConfigEntry {
  file: string;
  id?: string;
  path?: string;
  index?: boolean;
  children?: ConfigEntry[];
}

interface AdminRoute {
  id: string;
  file: string;
  pattern: string;
}

type Handler = (args: { request: Request; params: Record<string, string>; context: unknown }) => unknown;
interface RouteModule {
  loader?: Handler;
  action?: Handler;
}

const OUTSIDER = 'not-staff@elsewhere.example';
const ROLE_EMAILS: Record<StaffRole, string> = {
  owner: 'role-owner@corvane.example',
  editor: 'role-editor@corvane.example',
  recruiter: 'role-recruiter@corvane.example',
  sales: 'role-sales@corvane.example',
};

/**
 * Issue 17's table: who besides the owner may open each admin address (owner opens all). Keyed by
 * the pattern's first segment under /admin; the dashboard's one action (Retry on a failed
 * notification) is the owner's.
 */
const ALLOWED_BESIDES_OWNER: Record<string, readonly StaffRole[]> = {
  '': ['editor', 'recruiter', 'sales'],
  profile: ['editor', 'recruiter', 'sales'],
  // Issue 45: every role opens the content search (it finds only what the role's areas hold).
  search: ['editor', 'recruiter', 'sales'],
  news: ['editor'],
  partners: ['editor'],
  teams: ['editor'],
  testimonials: ['editor'],
  portfolio: ['editor'],
  media: ['editor'],
  'media.json': ['editor'],
  redirects: ['editor'],
  'not-found-log': ['editor'],
  // Issue 44: the public pages' copy.
  pages: ['editor'],
  jobs: ['recruiter'],
  'job-applications': ['recruiter'],
  'job-applications.csv': ['recruiter'],
  leads: ['sales'],
  'leads.csv': ['sales'],
  staff: [],
  audit: [],
  privacy: [],
  // Issue 46: the offices, their lead owners and the routing rules.
  offices: [],
};

function allowedRoles(route: AdminRoute, method: 'GET' | 'POST'): StaffRole[] {
  if (method === 'POST' && route.file === 'routes/admin/dashboard.tsx') return ['owner'];
  const segment = route.pattern.split('/')[2] ?? '';
  const besides = ALLOWED_BESIDES_OWNER[segment];
  if (!besides) throw new Error(`${route.pattern} is not in the role table of this test: add its first segment to ALLOWED_BESIDES_OWNER`);
  return ['owner', ...besides];
}

/** How many route × role × method checks ran (printed at the end, for the closing note). */
let checks = 0;
const STAFF = 'staff@corvane.example';
const context = requestContextFor({ clientIp: '198.51.100.20', nonce: '', requestId: 'test' });

/** Every route at or under /admin, except the sign-in pages, with its full URL pattern. */
function adminRoutes(entries: ConfigEntry[], parent = ''): AdminRoute[] {
  return entries.flatMap((entry) => {
    const pattern = [parent, entry.path ?? ''].filter(Boolean).join('/');
    const own =
      (pattern === 'admin' || pattern.startsWith('admin/')) && !pattern.startsWith('admin/log')
        ? [{ id: entry.id ?? entry.file, file: entry.file, pattern: `/${pattern}` }]
        : [];
    return [...own, ...adminRoutes(entry.children ?? [], pattern)];
  });
}

const routes = adminRoutes(routeConfig as ConfigEntry[]);
const modules = new Map<string, RouteModule>();

async function moduleOf(route: AdminRoute): Promise<RouteModule> {
  let loaded = modules.get(route.file);
  if (!loaded) {
    loaded = (await import(`../../app/${route.file}`)) as RouteModule;
    modules.set(route.file, loaded);
  }
  return loaded;
}

/** Real ids for the params, so a missing guard would have real data to leak. */
async function paramsFor(route: AdminRoute, database: Database): Promise<Record<string, string>> {
  const table = /^\/admin\/(news|partners|teams|testimonials|portfolio|jobs|job-applications|pages)\b/.exec(route.pattern)?.[1];
  const tables: Record<string, string> = {
    news: 'news_insights',
    partners: 'partners',
    teams: 'teams',
    testimonials: 'testimonials',
    // A real project for /admin/portfolio/history/:id (issue 43).
    portfolio: 'portfolio_projects',
    jobs: 'jobs',
    // A real application for /admin/job-applications/:id/resume (issue 18).
    'job-applications': 'job_applications',
    // Issue 44: a stored page for /admin/pages/history/:id.
    pages: 'site_pages',
  };
  const params: Record<string, string> = {};
  for (const [, name] of route.pattern.matchAll(/:(\w+)/g)) {
    if (name === 'entity') params[name] = table ?? 'news';
    // Issue 44: a page's editor is addressed by the page's key; issue 46: an office's by its key.
    else if (name === 'key') params[name] = route.pattern.startsWith('/admin/offices/') ? 'dubai' : 'home';
    else if (table) {
      // A page is stored at its first save; the walk stores one (the key's row) to open its history.
      if (table === 'pages')
        await queryRows(database, `insert into site_pages (key, document, effective_date) values ('home', '{"seo":{},"blocks":[]}', '2025-10-27') on conflict (key, locale) do nothing`);
      const [row] = await queryRows<{ id: string }>(database, `select id from ${tables[table]} limit 1`);
      params[name!] = row?.id ?? crypto.randomUUID();
    } else params[name!] = crypto.randomUUID();
  }
  return params;
}

function urlFor(route: AdminRoute, params: Record<string, string>): string {
  return route.pattern.replace(/:(\w+)/g, (_, name: string) => params[name]!);
}

function formBody(params: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries({
    intent: 'delete',
    id: params.id ?? crypto.randomUUID(),
    confirmed: 'yes',
    title: 'Changed by an outsider',
    name: 'Changed by an outsider',
    status: 'closed',
    notes: 'Changed by an outsider',
    is_active: 'off',
  })) {
    form.set(name, value);
  }
  return form;
}

/** A fingerprint of every table's contents (sessions excepted: refusing one ends it). */
async function snapshot(database: Database): Promise<Record<string, string>> {
  const tables = await queryRows<{ table_name: string }>(
    database,
    `select table_name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' and table_name <> 'session'
      order by table_name`,
  );
  const result: Record<string, string> = {};
  for (const { table_name } of tables) {
    const [row] = await queryRows<{ n: string | number; digest: string | null }>(
      database,
      `select count(*) as n, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest from "${table_name}" t`,
    );
    result[table_name] = `${row?.n}:${row?.digest}`;
  }
  return result;
}

/** The Response a handler threw; answering instead of refusing fails the test. */
async function refusal(call: () => unknown): Promise<Response> {
  const result = await resultOf(Promise.resolve().then(call).then(() => {
    throw new Error('the handler answered instead of refusing');
  }));
  if (!result.response) throw new Error('the handler refused without a Response');
  return result.response;
}

async function expectLoginRedirect(response: Response, path: string): Promise<void> {
  expect(response.status).toBe(302);
  expect(response.headers.get('location')).toBe(`/admin/login?redirect=${encodeURIComponent(path)}`);
  expect(await response.text()).toBe('');
}

describe('the route table', () => {
  it('has the admin routes product lists (and every one is checked below)', () => {
    const patterns = routes.map((route) => route.pattern);
    for (const expected of ['/admin', '/admin/news', '/admin/news/:id', '/admin/leads', '/admin/job-applications', '/admin/portfolio']) {
      expect(patterns).toContain(expected);
    }
    expect(routes.length).toBeGreaterThanOrEqual(25);
  });
});

describe.each(testDatabaseKinds())('admin authorization (%s)', (kind) => {
  const db = useTestDatabase(kind);

  beforeAll(async () => {
    configureTestAuth();
    await seedDemoContent(db());
    // Issue 18: every application gets a résumé file, so the résumé route has bytes a missing guard would leak.
    await queryRows(db(), `insert into job_application_resumes (application_id, file_name, content_type, size_bytes, content)
      select id, 'cv.pdf', 'application/pdf', 9, convert_to('%PDF-1.4 ', 'UTF8') from job_applications`);
    await addStaff(STAFF, 'test');
  });

  it('the sessions used here are real: staff get in, the outsider holds a valid session', async () => {
    const staff = await makeSessionCookie(db(), STAFF);
    const layout = (await moduleOf(routes.find((route) => route.pattern === '/admin')!)).loader!;
    const request = new Request(`${TEST_ORIGIN}/admin`, { headers: { cookie: staff.cookie } });
    await expect(Promise.resolve(layout({ request, params: {}, context }))).resolves.toBeDefined();
    const outsider = await makeSessionCookie(db(), OUTSIDER);
    const found = await auth().api.getSession({ headers: new Headers({ cookie: outsider.cookie }) });
    expect(found?.user.email).toBe(OUTSIDER);
  });

  for (const visitor of ['anonymous', 'non-staff'] as const) {
    it.each(routes.map((route) => [route.pattern, route] as const))(`${visitor} GET %s → login, no data`, async (_, route) => {
      const loader = (await moduleOf(route)).loader;
      expect(loader, `${route.file} must have a loader that calls requireStaff`).toBeTypeOf('function');
      const params = await paramsFor(route, db());
      const path = urlFor(route, params);
      const headers = new Headers();
      if (visitor === 'non-staff') headers.set('cookie', (await makeSessionCookie(db(), OUTSIDER)).cookie);
      const request = new Request(`${TEST_ORIGIN}${path}`, { headers });
      await expectLoginRedirect(await refusal(() => loader!({ request, params, context })), path);
      if (visitor === 'non-staff') expect(await countSessionsOfEmail(OUTSIDER)).toBe(0);
      checks += 1;
    });

    it.each(routes.map((route) => [route.pattern, route] as const))(`${visitor} POST %s → refused, nothing changes`, async (_, route) => {
      const module = await moduleOf(route);
      const params = await paramsFor(route, db());
      const path = urlFor(route, params);
      const headers = new Headers({ origin: TEST_ORIGIN });
      if (visitor === 'non-staff') headers.set('cookie', (await makeSessionCookie(db(), OUTSIDER)).cookie);
      const before = await snapshot(db());
      const request = new Request(`${TEST_ORIGIN}${path}`, { method: 'POST', headers, body: formBody(params) });
      if (module.action) {
        await expectLoginRedirect(await refusal(() => module.action!({ request, params, context })), path);
        if (visitor === 'non-staff') expect(await countSessionsOfEmail(OUTSIDER)).toBe(0);
      } else {
        // No action: React Router itself refuses the POST (405) — checked through its handler.
        const result = await createStaticHandler(await dataRoutes()).query(request, { requestContext: context });
        const refused = result instanceof Response ? result.status === 302 : result.statusCode === 405;
        expect(refused, `POST ${path} was not refused`).toBe(true);
      }
      expect(await snapshot(db())).toEqual(before);
      checks += 1;
    });
  }

  describe('each staff role', () => {
    const cookies = {} as Record<StaffRole, string>;

    beforeAll(async () => {
      for (const role of STAFF_ROLES) {
        await addStaff(ROLE_EMAILS[role], 'test');
        await db().update(staffTable).set({ role }).where(eq(staffTable.email, ROLE_EMAILS[role]));
        cookies[role] = (await makeSessionCookie(db(), ROLE_EMAILS[role])).cookie;
      }
    });

    const cases = routes.flatMap((route) => STAFF_ROLES.map((role) => [route.pattern, role, route] as const));

    it.each(cases)('GET %s as %s: in where the table says, else 403 with no data', async (_, role, route) => {
      const loader = (await moduleOf(route)).loader!;
      const params = await paramsFor(route, db());
      const path = urlFor(route, params);
      const request = new Request(`${TEST_ORIGIN}${path}`, { headers: { cookie: cookies[role] } });
      const result = await resultOf(Promise.resolve().then(() => loader({ request, params, context })));
      if (allowedRoles(route, 'GET').includes(role)) {
        expect(result.status, `${role} was refused GET ${path}`).toBeLessThan(400);
        expect(result.location ?? '').not.toMatch(/^\/admin\/login/);
      } else {
        expect(result.status, `${role} got in to GET ${path}`).toBe(403);
        expect(result.data).toEqual({ area: expect.any(String) });
      }
      expect(await countSessionsOfEmail(ROLE_EMAILS[role])).toBeGreaterThanOrEqual(1);
      checks += 1;
    });

    it.each(cases)('POST %s as %s: in where the table says, else 403 and nothing changes', async (_, role, route) => {
      const module = await moduleOf(route);
      const params = await paramsFor(route, db());
      const path = urlFor(route, params);
      const headers = new Headers({ origin: TEST_ORIGIN, cookie: cookies[role] });
      const allowed = allowedRoles(route, 'POST').includes(role);
      const before = await snapshot(db());
      // A refused post carries a real delete; an allowed one only a probe no action acts on.
      const body = allowed ? probeBody() : formBody(params);
      const request = new Request(`${TEST_ORIGIN}${path}`, { method: 'POST', headers, body });
      if (!module.action) {
        const result = await createStaticHandler(await dataRoutes()).query(request, { requestContext: context });
        expect(result instanceof Response ? result.status : result.statusCode, `POST ${path} was not refused`).toBe(405);
      } else {
        const result = await resultOf(Promise.resolve().then(() => module.action!({ request, params, context })));
        if (allowed) {
          expect(result.status, `${role} was refused POST ${path}`).not.toBe(403);
          expect(result.location ?? '').not.toMatch(/^\/admin\/login/);
        } else {
          expect(result.status, `${role} got in to POST ${path}`).toBe(403);
          expect(await snapshot(db())).toEqual(before);
        }
      }
      checks += 1;
    });
  });
});

afterAll(() => {
  console.log(`admin authorization: ${checks} route × visitor × method checks passed`);
});

/** A post that names no operation any admin action knows. */
function probeBody(): FormData {
  const form = new FormData();
  form.set('intent', 'authorization-probe');
  return form;
}

let builtRoutes: RouteObject[] | undefined;

/** The admin branch of the route table as React Router data routes, for its request handler. */
async function dataRoutes(): Promise<RouteObject[]> {
  if (builtRoutes) return builtRoutes;
  const build = async (entries: ConfigEntry[], parent: string): Promise<RouteObject[]> =>
    Promise.all(
      entries.map(async (entry) => {
        const pattern = [parent, entry.path ?? ''].filter(Boolean).join('/');
        const module = (await import(`../../app/${entry.file}`)) as RouteModule;
        const common = {
          id: entry.id ?? entry.file,
          loader: module.loader as RouteObject['loader'],
          action: module.action as RouteObject['action'],
        };
        return entry.index
          ? { ...common, index: true as const, path: entry.path }
          : { ...common, path: entry.path, children: await build(entry.children ?? [], pattern) };
      }),
    );
  const admin = (routeConfig as ConfigEntry[]).filter((entry) => entry.path === 'admin');
  builtRoutes = await build(admin, '');
  return builtRoutes;
}
