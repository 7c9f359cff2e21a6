/**
 * An item's preview links on its edit screen (issue 43, ADR 331): the link just made (shown once,
 * in a read-only field to copy), the list with who made each, when, until when, what it shows and
 * its state, a Revoke button per active link, and the form that makes a new one. Plain posts with
 * an `intent`: all of it works without JavaScript. Outside the item's own form (forms do not nest).
 */
import { useId } from 'react';
import { Form } from 'react-router';
import { StaffTime } from '~/components/admin/staff-time';
import { Badge, type BadgeTone } from '~/components/ui/badge';
import { buttonClass } from '~/components/ui/button';
import { SelectField } from '~/components/ui/field';
import { previewLinksCopy as copy } from '~/content/admin/preview-links';
import { DEFAULT_PREVIEW_EXPIRY, PREVIEW_EXPIRIES, PREVIEW_LINK_INTENTS, type PreviewExpiry, type PreviewLinkRow, type PreviewLinkState } from '~/domain/preview-links';

const stateTones: Record<PreviewLinkState, BadgeTone> = { active: 'green', expired: 'gray', revoked: 'red' };

export function PreviewLinksSection({ noun, links, revisions, created }: { noun: string; links: PreviewLinkRow[]; revisions: number[]; created: string | null }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mt-8 space-y-6 rounded-lg border border-slate-200 bg-white p-6" data-testid="preview-links">
      <div>
        <h2 id={headingId} className="text-lg font-semibold text-ink">
          {copy.heading}
        </h2>
        <p className="mt-1 text-sm text-slate-700">{copy.intro(noun)}</p>
      </div>
      {created ? <CreatedLink url={created} noun={noun} /> : null}
      {links.length === 0 ? (
        <p className="text-sm text-slate-700">{copy.empty}</p>
      ) : (
        <ul aria-label={copy.listLabel(noun)} className="divide-y divide-slate-200 rounded-md border border-slate-200">
          {links.map((link) => (
            <PreviewLinkEntry key={link.id} link={link} />
          ))}
        </ul>
      )}
      <CreateForm revisions={revisions} />
    </section>
  );
}

function CreatedLink({ url, noun }: { url: string; noun: string }) {
  const inputId = useId();
  return (
    <div role="status" className="rounded-md border-s-4 border-green-700 bg-green-50 p-4">
      <p className="font-semibold text-green-900">{copy.createdHeading}</p>
      <p id={`${inputId}-hint`} className="mt-1 text-sm text-green-900">
        {copy.createdHint(noun)}
      </p>
      <label htmlFor={inputId} className="mt-3 block text-sm font-medium text-slate-800">
        {copy.createdLabel}
      </label>
      <input
        id={inputId}
        type="text"
        readOnly
        value={url}
        aria-describedby={`${inputId}-hint`}
        data-testid="created-preview-link"
        onFocus={(event) => event.currentTarget.select()}
        className="mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 font-mono text-sm text-ink focus:border-brand-600 focus:ring-2 focus:ring-brand-600 focus:outline-none"
      />
    </div>
  );
}

function PreviewLinkEntry({ link }: { link: PreviewLinkRow }) {
  const c = copy.columns;
  return (
    <li className="flex flex-wrap items-start justify-between gap-3 p-4 text-sm" data-testid="preview-link-row">
      <dl className="grid flex-1 grid-cols-1 gap-x-6 gap-y-1 sm:grid-cols-[auto_1fr]">
        <dt className="font-medium text-slate-700">{c.createdBy}</dt>
        <dd className="break-all text-ink">{link.createdBy}</dd>
        <dt className="font-medium text-slate-700">{c.created}</dt>
        <dd className="text-ink">
          <StaffTime value={link.createdAt} />
        </dd>
        <dt className="font-medium text-slate-700">{c.expires}</dt>
        <dd className="text-ink">
          <StaffTime value={link.expiresAt} />
        </dd>
        <dt className="font-medium text-slate-700">{c.shows}</dt>
        <dd className="text-ink">{link.revision === null ? copy.latestDraft : copy.revision(link.revision)}</dd>
        <dt className="font-medium text-slate-700">{c.state}</dt>
        <dd>
          <Badge tone={stateTones[link.state]}>{copy.states[link.state]}</Badge>
        </dd>
      </dl>
      {link.state === 'active' ? (
        <Form method="post">
          <input type="hidden" name="intent" value={PREVIEW_LINK_INTENTS.revoke} />
          <input type="hidden" name="link_id" value={link.id} />
          <button type="submit" className={buttonClass('danger', 'px-3 py-1.5 text-xs')}>
            {copy.revoke}
            <span className="sr-only">
              {' '}
              {copy.revokeContext} <StaffTime value={link.createdAt} />
            </span>
          </button>
        </Form>
      ) : null}
    </li>
  );
}

function CreateForm({ revisions }: { revisions: number[] }) {
  const headingId = useId();
  const revisionOptions = ['', ...revisions.map(String)];
  return (
    <Form method="post" aria-labelledby={headingId} className="space-y-4 border-t border-slate-200 pt-6">
      <h3 id={headingId} className="font-semibold text-ink">
        {copy.createHeading}
      </h3>
      <input type="hidden" name="intent" value={PREVIEW_LINK_INTENTS.create} />
      <div className="grid gap-4 md:grid-cols-2">
        <SelectField
          name="expires_in"
          label={copy.expiresIn}
          options={PREVIEW_EXPIRIES}
          optionLabel={(option) => copy.expiries[option as PreviewExpiry]}
          defaultValue={DEFAULT_PREVIEW_EXPIRY}
        />
        <SelectField
          name="revision"
          label={copy.pin}
          hint={copy.pinHint}
          options={revisionOptions}
          optionLabel={(option) => (option === '' ? copy.latestDraft : copy.revision(Number(option)))}
          defaultValue=""
        />
      </div>
      <button type="submit" className={buttonClass('primary', 'px-4 py-2')}>
        {copy.create}
      </button>
    </Form>
  );
}
