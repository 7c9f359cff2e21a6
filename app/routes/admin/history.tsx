/**
 * /admin/{news|partners|teams|testimonials|portfolio|jobs}/history/{id} — one item's revisions,
 * newest first, with author, time and labels (issue 43); a comparison of any two (?from=&to=, a
 * plain GET form: works without JavaScript); and a restore, confirmed on the same page
 * (?restore=N) in words that say what it changes. One module for the six content types: the
 * admin segment of the address says which, and its area decides who may open it.
 */
import { data, Form, Link } from 'react-router';
import { AdminTable } from '~/components/admin/admin-list';
import { AdminPageHeader } from '~/components/admin/editor-kit';
import { RevisionDiff } from '~/components/admin/revision-diff';
import { StaffTime } from '~/components/admin/staff-time';
import { buttonClass } from '~/components/ui/button';
import { historyCopy as copy } from '~/content/admin/history';
import { formText, parseIntent } from '~/domain/admin-form';
import { diffSnapshots } from '~/domain/revision-diff';
import { historyHref, revisionedBySegment, revisionLabels, snapshotOf, type RevisionedContent, type Snapshot } from '~/domain/revisions';
import { requireStaff } from '~/server/platform/auth.server';
import { getCurrentItem, listRevisions, missingImagesOf, restoreRevision, type RevisionRow } from '~/server/entities/revisions.server';
import { ERASED_STAFF_EMAIL } from '~/server/privacy/person.server';
import { redirectWithFlash } from '~/server/platform/flash.server';
import { readFormFields } from '~/server/platform/uploads.server';
import type { Route } from './+types/history';

/** The content type of this address (/admin/{segment}/history/{id}); a 404 for any other. */
function contentOf(request: Request): RevisionedContent {
  const content = revisionedBySegment(new URL(request.url).pathname.split('/')[2] ?? '');
  if (!content) throw data('Not found', { status: 404 });
  return content;
}

function versionNumber(value: string | null): number | undefined {
  const number = Number(value);
  return value !== null && Number.isSafeInteger(number) && number >= 1 ? number : undefined;
}

function authorOf(revision: RevisionRow): string {
  if (revision.staff_email === '') return copy.beforeHistory;
  if (revision.staff_email === ERASED_STAFF_EMAIL) return copy.erasedAuthor;
  return revision.staff_email;
}

export async function loader(args: Route.LoaderArgs) {
  const content = contentOf(args.request);
  await requireStaff(args, content.area);
  const id = args.params.id;
  const [item, revisions] = await Promise.all([getCurrentItem(content.entity, id), listRevisions(content.entity, id)]);
  if (!item) throw data('Not found', { status: 404 });
  const now = new Date();
  const labels = revisionLabels(
    content,
    revisions.map((revision) => ({ number: revision.number, createdAt: revision.created_at, wasLive: revision.was_live, snapshot: revision.snapshot as Snapshot })),
    now,
  );
  const fieldLabels = new Map(content.fields.map((field) => [field.name, field.label]));
  const byNumber = new Map(revisions.map((revision) => [revision.number, revision]));
  const newest = revisions.at(-1)?.number;
  const search = new URL(args.request.url).searchParams;

  // The comparison: the two chosen, or the newest with the one before it.
  const from = versionNumber(search.get('from')) ?? (newest !== undefined && newest > 1 ? newest - 1 : undefined);
  const to = versionNumber(search.get('to')) ?? newest;
  const before = from === undefined ? undefined : byNumber.get(from);
  const after = to === undefined ? undefined : byNumber.get(to);
  const comparison =
    before && after && from !== to ? { from: before.number, to: after.number, diffs: diffSnapshots(content.fields, before.snapshot as Snapshot, after.snapshot as Snapshot) } : null;

  // A restore waiting for its confirmation.
  const restoring = byNumber.get(versionNumber(search.get('restore')) ?? 0);
  const restore = restoring
    ? {
        number: restoring.number,
        next: (newest ?? 0) + 1,
        live: content.isLive(snapshotOf(item), now),
        missingImages: await missingImagesOf(content.entity, restoring.snapshot as Snapshot),
      }
    : null;

  return {
    noun: content.noun,
    name: content.nameOf ? content.nameOf(snapshotOf(item)) : String(item[content.titleField] ?? ''),
    editHref: content.editHref(id, snapshotOf(item)),
    self: historyHref(content.entity, id),
    revisions: revisions
      .map((revision, index) => ({
        number: revision.number,
        author: authorOf(revision),
        createdAt: revision.created_at.toISOString(),
        labels: labels[index] ?? [],
        action: revision.restored_from ? copy.restoredFrom(revision.restored_from) : (copy.actions[revision.action] ?? revision.action),
        changed: revision.number === 1 ? '' : revision.changed_fields.map((name) => fieldLabels.get(name) ?? name).join(', '),
      }))
      .reverse(),
    comparison,
    sameVersion: from !== undefined && from === to && search.has('from'),
    restore,
  };
}

export async function action(args: Route.ActionArgs) {
  const content = contentOf(args.request);
  const staff = await requireStaff(args, content.area);
  const id = args.params.id;
  const form = await readFormFields(args.request);
  if (parseIntent(form, ['restore'] as const) === null) throw data('Bad request', { status: 400 });
  const number = versionNumber(formText(form, 'number'));
  const self = historyHref(content.entity, id);
  if (number === undefined) return redirectWithFlash(self, { kind: 'error', message: copy.notFound });
  const result = await restoreRevision(staff, content.entity, id, number);
  if (result.ok) {
    const message = result.missingImages.length > 0 ? copy.restoredMissingImages(number, result.missingImages) : copy.restored(number);
    return redirectWithFlash(self, { kind: result.missingImages.length > 0 ? 'error' : 'success', message });
  }
  const message = result.reason === 'unchanged' ? copy.unchanged(number) : result.reason === 'slug_taken' ? copy.slugTaken : copy.notFound;
  return redirectWithFlash(self, { kind: 'error', message });
}

export default function History({ loaderData }: Route.ComponentProps) {
  const { noun, name, editHref, self, revisions, comparison, sameVersion, restore } = loaderData;
  const compareValue = (which: 'from' | 'to') => (comparison ? comparison[which] : undefined);
  return (
    <>
      <AdminPageHeader title={copy.title(noun, name)}>
        <Link to={editHref} className={buttonClass('ghost', 'px-3 py-1.5')}>
          {copy.backToEdit(noun)}
        </Link>
      </AdminPageHeader>
      <p className="-mt-4 mb-6 max-w-3xl text-sm text-slate-700">{copy.intro}</p>

      {restore ? (
        <section id="restore" aria-labelledby="restore-heading" className="mb-8 rounded-lg border-s-4 border-amber-600 bg-amber-50 p-6">
          <h2 id="restore-heading" className="mb-3 text-lg font-semibold text-ink">
            {copy.confirmHeading(restore.number)}
          </h2>
          <p className="mb-2 font-medium text-slate-900">{restore.live ? copy.confirmLive(noun) : copy.confirmNotLive(noun)}</p>
          <p className="mb-4 text-sm text-slate-800">{copy.confirmEffect(restore.number, restore.next)}</p>
          {restore.missingImages.length > 0 ? (
            <div className="mb-4 text-sm text-slate-800">
              <p>{copy.confirmMissingImages}</p>
              <ul className="mt-2 list-disc ps-6 font-mono text-xs break-all">
                {restore.missingImages.map((image) => (
                  <li key={image}>{image}</li>
                ))}
              </ul>
            </div>
          ) : null}
          <Form method="post" action={self} className="flex flex-wrap gap-3">
            <input type="hidden" name="intent" value="restore" />
            <input type="hidden" name="number" value={restore.number} />
            <button type="submit" className={buttonClass('primary', 'px-4 py-2')}>
              {copy.confirm}
            </button>
            <Link to={self} className={buttonClass('secondary', 'px-4 py-2')}>
              {copy.cancel}
            </Link>
          </Form>
        </section>
      ) : null}

      <h2 className="mb-4 text-lg font-semibold text-ink">{copy.listHeading}</h2>
      <Form method="get" action={self}>
        <AdminTable
          rows={revisions.map((revision) => ({ ...revision, id: String(revision.number) }))}
          empty={copy.empty}
          rowTestId="revision-row"
          alignTop
          columns={[
            {
              header: copy.columns.compare,
              cell: (revision) => (
                <span className="flex gap-3">
                  {(['from', 'to'] as const).map((end) => (
                    <label key={end} className="inline-flex min-h-11 items-center gap-1">
                      <input type="radio" name={end} value={revision.number} defaultChecked={compareValue(end) === revision.number} />
                      <span className="sr-only">{end === 'from' ? copy.fromLabel(revision.number) : copy.toLabel(revision.number)}</span>
                      <span aria-hidden="true" className="text-xs text-slate-700">
                        {end === 'from' ? copy.compareFrom : copy.compareTo}
                      </span>
                    </label>
                  ))}
                </span>
              ),
            },
            {
              header: copy.columns.version,
              cell: (revision) => (
                <>
                  <span className="block font-semibold whitespace-nowrap">{copy.version(revision.number)}</span>
                  <span className="mt-1 flex flex-wrap gap-1">
                    {revision.labels.map((label) => (
                      <span key={label} className="rounded bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-800">
                        {copy.labels[label]}
                      </span>
                    ))}
                  </span>
                  <span className="mt-1 block">{revision.action}</span>
                  {revision.changed ? <span className="block text-xs text-slate-700">{revision.changed}</span> : null}
                </>
              ),
              className: 'px-4 py-3 min-w-[10rem]',
            },
            {
              header: copy.columns.author,
              cell: (revision) => (
                <>
                  <span className="block [overflow-wrap:anywhere]">{revision.author}</span>
                  <StaffTime value={revision.createdAt} className="block text-xs text-slate-700" />
                </>
              ),
              className: 'px-4 py-3 min-w-[11rem]',
            },
          ]}
          actions={{
            label: copy.columns.actions,
            cell: (revision) =>
              revision.labels.includes('Current') ? null : (
                <Link
                  to={`${self}?restore=${revision.number}#restore`}
                  className="font-semibold text-brand-700 underline hover:text-brand-900"
                  aria-label={copy.restoreLabel(revision.number)}
                >
                  {copy.restore}
                </Link>
              ),
          }}
        />
        {revisions.length > 1 ? (
          <button type="submit" className={buttonClass('secondary', 'mt-4 px-4 py-2')}>
            {copy.compare}
          </button>
        ) : null}
      </Form>

      {sameVersion ? <p className="mt-6 text-sm text-slate-800">{copy.sameVersion}</p> : null}
      {comparison ? (
        <section aria-labelledby="comparison-heading" className="mt-10">
          <h2 id="comparison-heading" className="mb-4 text-lg font-semibold text-ink">
            {copy.comparisonHeading(comparison.from, comparison.to)}
          </h2>
          <RevisionDiff diffs={comparison.diffs} beforeLabel={copy.version(comparison.from)} afterLabel={copy.version(comparison.to)} />
        </section>
      ) : null}
    </>
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  const title = loaderData ? copy.title(loaderData.noun, loaderData.name) : copy.linkLabel;
  return [{ title: `${title} | Corvane Digital` }, { name: 'robots', content: 'noindex' }];
}
