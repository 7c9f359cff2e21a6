/**
 * The routing rules editor (/admin/offices/rules, issue 46): one form holding every rule as a
 * fieldset, the list buttons (Move Up / Move Down / Remove Rule / Add Rule), Save Rules, and the
 * sample lead tested against the rules as they stand. Each button posts the whole form with its
 * own `intent` (name/value), so nothing needs JavaScript; with it, React Router posts the same.
 */
import { Form, useNavigation } from 'react-router';
import { FormAlert } from '~/components/admin/editor-kit';
import { buttonClass } from '~/components/ui/button';
import { CheckboxField, SelectField, TextAreaField, TextField } from '~/components/ui/field';
import { FORM_KIND_LABELS, rulesCopy as copy } from '~/content/admin/offices';
import { isFallbackDraft, ROUND_ROBIN, ruleFieldName, ruleFormName, type RuleDraft, type RuleErrors, type SampleValues } from '~/domain/meetings/rules-form';
import { LEAD_FORM_KINDS } from '~/domain/meetings/routing';

export interface RulesEditorState {
  drafts: RuleDraft[];
  /** The saved version these edits started from (a save over a newer one is refused). */
  version: number;
  /** Counts round trips: fields are keyed by it, so an answer's values replace what the page held. */
  revision: number;
  errors: RuleErrors;
  message: string | undefined;
  sample: SampleValues;
  sampleErrors: Partial<Record<keyof SampleValues, string>>;
  /** The explanation routing gave the sample, or null. */
  result: string | null;
}

export interface RulesEditorChoices {
  offices: { key: string; name: string }[];
  owners: { id: string; name: string; officeName: string }[];
  suggestions: string[];
  budgetOptions: string[];
}

const smallButton = buttonClass('secondary', 'px-3 py-1.5 text-xs');
const formKindLabel = (kind: string) => FORM_KIND_LABELS[kind] ?? kind;

function RuleFieldset({ draft, index, count, errors, choices }: { draft: RuleDraft; index: number; count: number; errors: RuleErrors['rules'][number] | undefined; choices: RulesEditorChoices }) {
  const number = index + 1;
  const last = index === count - 1;
  const name = (field: string) => ruleFieldName(index, field);
  const ownerValues = [ROUND_ROBIN, ...choices.owners.map((owner) => owner.id)];
  const ownerLabel = (id: string) => {
    if (id === ROUND_ROBIN) return copy.roundRobin;
    const owner = choices.owners.find((candidate) => candidate.id === id);
    return owner ? copy.ownerOption(owner.name, owner.officeName) : id;
  };
  // A stored owner who has since gone is kept as an option, so the form shows what is saved.
  const ownerOptions = ownerValues.includes(draft.owner) ? [...new Set(ownerValues)] : [...new Set([...ownerValues, draft.owner])];
  return (
    <li data-testid="rule">
      <fieldset className="space-y-4 rounded-lg border border-slate-200 bg-white p-4 sm:p-6">
        <legend className="px-1 text-base font-semibold text-ink">{copy.ruleHeading(number, last && isFallbackDraft(draft))}</legend>
        {errors?.conditions ? <p className="text-sm font-medium text-red-700">{errors.conditions}</p> : null}
        {last ? <p className="text-xs text-slate-600">{copy.fallbackNote}</p> : null}
        <div className="grid gap-4 md:grid-cols-2">
          <TextField name={name('countries')} label={copy.countries} hint={copy.countriesHint} defaultValue={draft.countries} error={errors?.countries} autoComplete="off" />
          <TextAreaField name={name('interests')} label={copy.interests} hint={copy.interestsHint} rows={3} defaultValue={draft.interests} error={errors?.interests} />
          <TextField name={name('budgetMin')} label={copy.budgetMin} hint={copy.budgetHint} inputMode="numeric" defaultValue={draft.budgetMin} error={errors?.budgetMin} autoComplete="off" />
          <TextField name={name('budgetMax')} label={copy.budgetMax} inputMode="numeric" defaultValue={draft.budgetMax} error={errors?.budgetMax} autoComplete="off" />
        </div>
        <fieldset>
          <legend className="text-sm font-medium text-slate-800">{copy.forms}</legend>
          <div className="mt-1 flex flex-wrap gap-x-6 gap-y-2">
            {LEAD_FORM_KINDS.map((kind) => (
              <CheckboxField key={kind} name={ruleFormName(index, kind)} label={formKindLabel(kind)} defaultChecked={draft.forms.includes(kind)} />
            ))}
          </div>
          <p className="mt-1 text-xs text-slate-600">{copy.formsHint}</p>
          {errors?.forms ? <p className="mt-1 text-sm text-red-700">{errors.forms}</p> : null}
        </fieldset>
        <div className="grid gap-4 md:grid-cols-2">
          <SelectField
            name={name('officeKey')}
            label={copy.office}
            required
            placeholder={copy.chooseOffice}
            options={choices.offices.map((office) => office.key)}
            optionLabel={(key) => choices.offices.find((office) => office.key === key)?.name ?? key}
            defaultValue={draft.officeKey}
            error={errors?.officeKey}
          />
          <SelectField name={name('owner')} label={copy.owner} options={ownerOptions} optionLabel={ownerLabel} defaultValue={draft.owner} error={errors?.owner} />
        </div>
        <div className="flex flex-wrap gap-2">
          <button type="submit" name="intent" value={`up:${index}`} className={smallButton} disabled={index === 0} aria-label={copy.moveUpLabel(number)}>
            {copy.moveUp}
          </button>
          <button type="submit" name="intent" value={`down:${index}`} className={smallButton} disabled={last} aria-label={copy.moveDownLabel(number)}>
            {copy.moveDown}
          </button>
          <button type="submit" name="intent" value={`remove:${index}`} className={buttonClass('danger', 'px-3 py-1.5 text-xs')} disabled={count <= 1} aria-label={copy.removeLabel(number)}>
            {copy.remove}
          </button>
        </div>
      </fieldset>
    </li>
  );
}

function SampleLead({ state, choices }: { state: RulesEditorState; choices: RulesEditorChoices }) {
  const s = copy.sample;
  const { sample, sampleErrors: errors } = state;
  return (
    <section aria-labelledby="sample-lead" className="space-y-4 rounded-lg border border-brand-200 bg-brand-50 p-4 sm:p-6">
      <h2 id="sample-lead" className="text-lg font-semibold text-ink">
        {s.heading}
      </h2>
      <p className="text-sm text-slate-700">{s.intro}</p>
      <div className="grid gap-4 md:grid-cols-2">
        <TextField name="sample-country" label={s.country} hint={s.countryHint} maxLength={2} autoComplete="off" defaultValue={sample.country} error={errors.country} />
        <TextField name="sample-interest" label={s.interest} list="interest-suggestions" maxLength={120} autoComplete="off" defaultValue={sample.interest} error={errors.interest} />
        <SelectField name="sample-budget" label={s.budget} placeholder={s.noBudget} options={choices.budgetOptions} defaultValue={sample.budget} error={errors.budget} />
        <SelectField name="sample-form" label={s.form} options={LEAD_FORM_KINDS} optionLabel={formKindLabel} defaultValue={sample.form} error={errors.form} />
      </div>
      <button type="submit" name="intent" value="test" className={buttonClass('secondary')}>
        {s.run}
      </button>
      <div role="status" aria-live="polite">
        {state.result ? (
          <p data-testid="sample-result" className="rounded-md border border-slate-200 bg-white p-3 text-sm">
            <span className="font-semibold">{s.result}: </span>
            {state.result}
          </p>
        ) : null}
      </div>
    </section>
  );
}

export function RulesEditor({ state, choices }: { state: RulesEditorState; choices: RulesEditorChoices }) {
  const navigation = useNavigation();
  const saving = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'save';
  const { drafts, errors } = state;
  return (
    <Form method="post" noValidate className="space-y-6" key={state.revision}>
      {/* Enter in a field submits with the form's first button: make it the harmless test, not "Move Up". */}
      <button type="submit" name="intent" value="test" className="sr-only" tabIndex={-1} aria-hidden="true" />
      <input type="hidden" name="rule-count" value={drafts.length} />
      <input type="hidden" name="version" value={state.version} />
      <input type="hidden" name="revision" value={state.revision} />
      <FormAlert message={state.message} />
      {errors.list.length > 0 ? (
        <div className="rounded-md border-s-4 border-red-700 bg-red-50 p-4 text-sm text-red-900">
          <p className="font-medium">{copy.problemsHeading}</p>
          <ul className="mt-2 list-disc ps-5">
            {errors.list.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <ol className="space-y-4">
        {drafts.map((draft, index) => (
          <RuleFieldset key={index} draft={draft} index={index} count={drafts.length} errors={errors.rules[index]} choices={choices} />
        ))}
      </ol>
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" name="intent" value="add" className={buttonClass('secondary')}>
          {copy.add}
        </button>
        <span className="text-xs text-slate-600">{copy.addHint}</span>
      </div>
      <details className="rounded-lg border border-slate-200 bg-white p-4 text-sm">
        <summary className="cursor-pointer font-medium text-ink">{copy.suggestionsHeading}</summary>
        <p className="mt-2 text-xs text-slate-600">{copy.suggestionsHint}</p>
        <ul className="mt-2 columns-1 gap-6 sm:columns-2 lg:columns-3">
          {choices.suggestions.map((suggestion) => (
            <li key={suggestion}>{suggestion}</li>
          ))}
        </ul>
      </details>
      <datalist id="interest-suggestions">
        {choices.suggestions.map((suggestion) => (
          <option key={suggestion} value={suggestion} />
        ))}
      </datalist>
      <button type="submit" name="intent" value="save" disabled={saving} className={buttonClass('primary')}>
        {saving ? copy.saving : copy.save}
      </button>
      <SampleLead state={state} choices={choices} />
    </Form>
  );
}
