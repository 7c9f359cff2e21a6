/**
 * /admin/offices/:key (issue 46, owner only): one office's settings — name, time zone, business
 * hours a weekday, holidays, response and booking times — and the staff who take its leads (add,
 * reorder, away/back, remove). Each form posts its own `intent`; the checks are the domain's
 * (office-form.ts over officeSchema) and the writes, audits and recomputed due times are
 * offices-admin.server.ts's, each in one transaction.
 */
import { data } from 'react-router';
import { AdminPageHeader } from '~/components/admin/editor-kit';
import { OfficeOwners } from '~/components/admin/office-owners';
import { OfficeSettingsForm } from '~/components/admin/office-settings-form';
import { LinkButton } from '~/components/ui/button';
import { officeEditCopy as copy, ownersCopy } from '~/content/admin/offices';
import { formText, parseIntent } from '~/domain/admin-form';
import { formDataObject } from '~/domain/forms';
import { officeFormValues, parseDisplayName, parseOfficeForm } from '~/domain/meetings/office-form';
import { errorMessage, parseId } from '~/domain/values';
import { addOwner, moveOwner, officeWithOwners, ownerCandidates, removeOwner, saveOffice, setOwnerAway, type OwnerChangeResult } from '~/server/meetings/offices-admin.server';
import { requireStaff } from '~/server/platform/auth.server';
import { redirectWithFlash } from '~/server/platform/flash.server';
import { log } from '~/server/platform/log.server';
import { readFormFields } from '~/server/platform/uploads.server';
import type { Route } from './+types/edit';

export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args, 'offices');
  const key = args.params.key;
  const found = await officeWithOwners(key);
  if (!found) throw data(copy.notFound, { status: 404 });
  const { settings, owners } = found;
  return {
    key,
    name: settings.office.name,
    values: officeFormValues(settings.office, settings),
    owners: owners.map((owner) => ({ id: owner.id, name: owner.name, email: owner.email, away: owner.away })),
    candidates: await ownerCandidates(key),
  };
}

const OWNER_INTENTS = ['owner-add', 'owner-up', 'owner-down', 'owner-away', 'owner-back', 'owner-remove'] as const;

function ownerRefusal(result: Extract<OwnerChangeResult, { ok: false }>): string {
  if (result.reason === 'named_by_rule') return ownersCopy.namedByRule(result.name, result.rules);
  if (result.reason === 'already_owner') return ownersCopy.alreadyOwner;
  if (result.reason === 'not_lead_taker') return ownersCopy.staffRequired;
  return ownersCopy.notFound;
}

export async function action(args: Route.ActionArgs) {
  const staff = await requireStaff(args, 'offices');
  const key = args.params.key;
  const self = `/admin/offices/${key}`;
  const form = await readFormFields(args.request);
  const intent = parseIntent(form, ['save', ...OWNER_INTENTS] as const);
  if (intent === null) throw data('Bad request', { status: 400 });
  const actor = { email: staff.email };

  if (intent === 'save') {
    const values = formDataObject(form);
    delete values.intent;
    const parsed = parseOfficeForm(key, values);
    if (!parsed.ok) return data({ form: 'office' as const, errors: parsed.errors, values, message: copy.fixErrors }, { status: 400 });
    let saved;
    try {
      saved = await saveOffice(actor, parsed.office, parsed.settings);
    } catch (error) {
      log.error({ err: error, office: key }, 'office save failed');
      return data({ form: 'office' as const, errors: {}, values, message: copy.saveError(errorMessage(error)) }, { status: 500 });
    }
    if (!saved.ok) throw data(copy.notFound, { status: 404 });
    const message = saved.recomputed > 0 ? copy.savedRecomputed(parsed.office.name, saved.recomputed) : copy.saved(parsed.office.name);
    return redirectWithFlash(self, { kind: 'success', message });
  }

  const staffId = parseId(form.get('staff_id'));
  if (intent === 'owner-add') {
    const typedName = formText(form, 'display_name');
    const name = parseDisplayName(typedName);
    const errors: Record<string, string> = {};
    if (!staffId) errors.staff_id = ownersCopy.staffRequired;
    if (!name.ok) errors.display_name = name.message;
    const values = { staff_id: formText(form, 'staff_id'), display_name: typedName.slice(0, 200) };
    if (!staffId || !name.ok) return data({ form: 'owner' as const, errors, values, message: undefined }, { status: 400 });
    const result = await addOwner(actor, key, staffId, name.name);
    if (!result.ok) return data({ form: 'owner' as const, errors: { staff_id: ownerRefusal(result) }, values, message: undefined }, { status: 400 });
    return redirectWithFlash(self, { kind: 'success', message: ownersCopy.added(result.name) });
  }

  if (!staffId) throw data('Bad request', { status: 400 });
  const change =
    intent === 'owner-up' || intent === 'owner-down'
      ? await moveOwner(actor, key, staffId, intent === 'owner-up' ? 'up' : 'down')
      : intent === 'owner-remove'
        ? await removeOwner(actor, key, staffId)
        : await setOwnerAway(actor, key, staffId, intent === 'owner-away');
  if (!change.ok) return redirectWithFlash(self, { kind: 'error', message: ownerRefusal(change) });
  const done = { 'owner-up': ownersCopy.moved, 'owner-down': ownersCopy.moved, 'owner-away': ownersCopy.markedAway, 'owner-back': ownersCopy.markedBack, 'owner-remove': ownersCopy.removed }[intent];
  return redirectWithFlash(self, { kind: 'success', message: done(change.name) });
}

export default function OfficeEditPage({ loaderData, actionData }: Route.ComponentProps) {
  const { name, values, owners, candidates } = loaderData;
  const officeFailure = actionData?.form === 'office' ? actionData : undefined;
  const ownerFailure = actionData?.form === 'owner' ? actionData : undefined;
  return (
    <>
      <AdminPageHeader title={copy.title(name)}>
        <LinkButton to="/admin/offices" variant="secondary">
          {copy.back}
        </LinkButton>
      </AdminPageHeader>
      <OfficeSettingsForm values={officeFailure?.values ?? values} errors={officeFailure?.errors ?? {}} message={officeFailure?.message} />
      <OfficeOwners owners={owners} candidates={candidates} errors={ownerFailure?.errors ?? {}} values={ownerFailure?.values} />
    </>
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  const title = loaderData ? copy.title(loaderData.name) : copy.notFound;
  return [{ title: `${title} | Corvane Digital` }, { name: 'robots', content: 'noindex' }];
}
