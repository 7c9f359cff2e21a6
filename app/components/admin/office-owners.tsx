/**
 * The staff who take an office's leads (/admin/offices/:key, issue 46), in round-robin order, each
 * with Up / Down, Mark Away / Mark Back and Remove as small post forms (no JavaScript needed), and
 * the form that adds one.
 */
import { Form } from 'react-router';
import { AdminTable } from '~/components/admin/admin-list';
import { Badge } from '~/components/ui/badge';
import { buttonClass } from '~/components/ui/button';
import { SelectField, TextField } from '~/components/ui/field';
import { ownersCopy as copy } from '~/content/admin/offices';
import { MAX_DISPLAY_NAME_LENGTH } from '~/domain/meetings/office-form';

interface Owner {
  id: string;
  name: string;
  email: string;
  away: boolean;
}

interface Candidate {
  id: string;
  email: string;
  suggestedName: string;
}

const smallButton = buttonClass('secondary', 'px-3 py-1.5 text-xs');

function OwnerButton({ intent, staffId, label, text, disabled = false }: { intent: string; staffId: string; label: string; text: string; disabled?: boolean }) {
  return (
    <Form method="post">
      <input type="hidden" name="staff_id" value={staffId} />
      <button type="submit" name="intent" value={intent} className={smallButton} aria-label={label} disabled={disabled}>
        {text}
      </button>
    </Form>
  );
}

export function OfficeOwners({
  owners,
  candidates,
  errors,
  values,
}: {
  owners: readonly Owner[];
  candidates: readonly Candidate[];
  errors: Record<string, string>;
  values: { staff_id: string; display_name: string } | undefined;
}) {
  return (
    <section aria-labelledby="office-owners" className="space-y-4">
      <h2 id="office-owners" className="text-lg font-semibold text-ink">
        {copy.heading}
      </h2>
      <p className="max-w-3xl text-sm text-slate-700">{copy.intro}</p>
      <AdminTable
        rows={owners.map((owner, index) => ({ ...owner, order: index + 1 }))}
        empty={copy.empty}
        rowTestId="owner-row"
        columns={[
          { header: copy.columns.name, cell: (owner) => <span className="font-medium">{owner.name}</span> },
          { header: copy.columns.order, cell: (owner) => owner.order, className: 'px-4 py-3 tabular-nums' },
          { header: copy.columns.email, cell: (owner) => owner.email, className: 'px-4 py-3 break-all' },
          { header: copy.columns.status, cell: (owner) => <Badge tone={owner.away ? 'yellow' : 'green'}>{owner.away ? copy.away : copy.present}</Badge> },
        ]}
        actions={{
          label: copy.columns.actions,
          cell: (owner) => (
            <div className="flex flex-wrap gap-2">
              <OwnerButton intent="owner-up" staffId={owner.id} label={copy.moveUpLabel(owner.name)} text={copy.moveUp} disabled={owner.order === 1} />
              <OwnerButton intent="owner-down" staffId={owner.id} label={copy.moveDownLabel(owner.name)} text={copy.moveDown} disabled={owner.order === owners.length} />
              {owner.away ? (
                <OwnerButton intent="owner-back" staffId={owner.id} label={copy.markBackLabel(owner.name)} text={copy.markBack} />
              ) : (
                <OwnerButton intent="owner-away" staffId={owner.id} label={copy.markAwayLabel(owner.name)} text={copy.markAway} />
              )}
              <OwnerButton intent="owner-remove" staffId={owner.id} label={copy.removeLabel(owner.name)} text={copy.remove} />
            </div>
          ),
        }}
      />

      <section aria-labelledby="add-owner" className="rounded-lg border border-slate-200 bg-white p-6">
        <h3 id="add-owner" className="mb-4 text-base font-semibold text-ink">
          {copy.addHeading}
        </h3>
        {candidates.length === 0 ? (
          <p className="text-sm text-slate-700">{copy.noCandidates}</p>
        ) : (
          <Form method="post" noValidate className="grid gap-4 md:grid-cols-[1fr_1fr_auto] md:items-end">
            <SelectField
              name="staff_id"
              label={copy.staffMember}
              hint={copy.staffMemberHint}
              required
              placeholder={copy.chooseStaff}
              options={candidates.map((candidate) => candidate.id)}
              optionLabel={(id) => {
                const candidate = candidates.find((row) => row.id === id);
                return candidate ? `${candidate.suggestedName} — ${candidate.email}` : id;
              }}
              defaultValue={values?.staff_id ?? ''}
              error={errors.staff_id}
            />
            <TextField
              name="display_name"
              label={copy.displayName}
              hint={copy.displayNameHint}
              maxLength={MAX_DISPLAY_NAME_LENGTH}
              autoComplete="off"
              defaultValue={values?.display_name ?? ''}
              error={errors.display_name}
            />
            <div>
              <button type="submit" name="intent" value="owner-add" className={buttonClass('primary', 'px-4 py-2')}>
                {copy.add}
              </button>
            </div>
          </Form>
        )}
      </section>
    </section>
  );
}
