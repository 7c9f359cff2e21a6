/**
 * /admin/offices/rules (issue 46, owner only): the routing rule set as an ordered list of
 * fieldsets, edited, reordered, tested against a sample lead and saved as a whole. Every button
 * posts the whole list with its own `intent`, so it all works without JavaScript: add / remove /
 * up / down answer the edited list (nothing stored), Test Lead runs routeLead on the list as it
 * stands (saved or not; nothing written), Save Rules stores it (version + 1, audited).
 */
import { data } from 'react-router';
import { AdminPageHeader } from '~/components/admin/editor-kit';
import { RulesEditor, type RulesEditorState } from '~/components/admin/routing-rules-editor';
import { LinkButton } from '~/components/ui/button';
import { rulesCopy as copy } from '~/content/admin/offices';
import { formText } from '~/domain/admin-form';
import { applyRuleEdit, draftOf, draftsFromForm, emptySample, parseRuleEdit, parseSample, rulesFromDrafts, sampleFromForm } from '~/domain/meetings/rules-form';
import { directoryProblems } from '~/domain/meetings/routing';
import { BUDGET_OPTIONS } from '~/domain/quote-form-options';
import { errorMessage } from '~/domain/values';
import { loadRoutingDirectory } from '~/server/meetings/directory.server';
import { interestSuggestions, loadStoredRuleSet, routeSampleLead, saveRuleSet } from '~/server/meetings/offices-admin.server';
import { requireStaff } from '~/server/platform/auth.server';
import { redirectWithFlash } from '~/server/platform/flash.server';
import { log } from '~/server/platform/log.server';
import { readFormFields } from '~/server/platform/uploads.server';
import type { Route } from './+types/rules';

const SELF = '/admin/offices/rules';

export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args, 'offices');
  const [stored, { directory }] = await Promise.all([loadStoredRuleSet(), loadRoutingDirectory()]);
  const officeName = new Map(directory.offices.map((office) => [office.key, office.name]));
  const editor: RulesEditorState = {
    drafts: stored.rules.map(draftOf),
    version: stored.version,
    revision: 0,
    errors: { list: [], rules: {} },
    message: undefined,
    sample: emptySample,
    sampleErrors: {},
    result: null,
  };
  return {
    editor,
    updatedBy: stored.updatedBy,
    storedProblems: directoryProblems(stored.rules, directory),
    offices: directory.offices.map((office) => ({ key: office.key, name: office.name })),
    owners: directory.owners.map((owner) => ({ id: owner.id, name: owner.name, officeName: officeName.get(owner.officeKey) ?? owner.officeKey })),
    suggestions: interestSuggestions(),
    budgetOptions: [...BUDGET_OPTIONS],
  };
}

export async function action(args: Route.ActionArgs) {
  const staff = await requireStaff(args, 'offices');
  const form = await readFormFields(args.request);
  const intent = formText(form, 'intent');
  const drafts = draftsFromForm(form);
  const version = Number.parseInt(formText(form, 'version'), 10) || 0;
  const state: RulesEditorState = {
    drafts,
    version,
    revision: (Number.parseInt(formText(form, 'revision'), 10) || 0) + 1,
    errors: { list: [], rules: {} },
    message: undefined,
    sample: sampleFromForm(form),
    sampleErrors: {},
    result: null,
  };

  const edit = parseRuleEdit(intent);
  if (edit) return { ...state, drafts: applyRuleEdit(drafts, edit) };
  if (intent !== 'save' && intent !== 'test') throw data('Bad request', { status: 400 });

  const checked = rulesFromDrafts(drafts);
  if (!checked.ok) {
    const message = intent === 'test' ? copy.sample.fixRules : copy.fixErrors;
    return data({ ...state, errors: checked.errors, message }, { status: 400 });
  }

  if (intent === 'test') {
    const sample = parseSample(state.sample);
    if (!sample.ok) return data({ ...state, sampleErrors: sample.errors }, { status: 400 });
    const routed = await routeSampleLead(checked.rules, sample.lead);
    if (!routed.ok) return data({ ...state, errors: { list: routed.messages, rules: {} }, message: copy.sample.fixRules }, { status: 400 });
    return { ...state, result: routed.decision.explanation };
  }

  try {
    const saved = await saveRuleSet({ email: staff.email }, checked.rules, version);
    if (saved.ok) return redirectWithFlash(SELF, saved.changed ? { kind: 'success', message: copy.saved(saved.version) } : { kind: 'info', message: copy.unchanged });
    if (saved.reason === 'stale') return data({ ...state, version: saved.currentVersion, message: copy.stale(saved.currentVersion) }, { status: 409 });
    return data({ ...state, errors: { list: saved.messages, rules: {} }, message: copy.fixErrors }, { status: 400 });
  } catch (error) {
    log.error({ err: error }, 'routing rules save failed');
    return data({ ...state, message: copy.saveError(errorMessage(error)) }, { status: 500 });
  }
}

export default function RulesPage({ loaderData, actionData }: Route.ComponentProps) {
  const { editor, updatedBy, storedProblems, ...choices } = loaderData;
  const state = actionData ?? editor;
  return (
    <>
      <AdminPageHeader title={copy.title}>
        <LinkButton to="/admin/offices" variant="secondary">
          {copy.back}
        </LinkButton>
      </AdminPageHeader>
      <p className="-mt-4 mb-2 max-w-3xl text-sm text-slate-700">{copy.intro}</p>
      <p className="mb-6 text-sm text-slate-700">
        {copy.version(editor.version, updatedBy)} {actionData ? copy.unsaved : null}
      </p>
      {storedProblems.length > 0 ? (
        <div className="mb-6 rounded-md border-s-4 border-amber-600 bg-amber-50 p-4 text-sm text-amber-950">
          <p className="font-medium">{copy.storedProblems}</p>
          <ul className="mt-2 list-disc ps-5">
            {storedProblems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <RulesEditor state={state} choices={choices} />
    </>
  );
}

export function meta() {
  return [{ title: `${copy.title} | Corvane Digital` }, { name: 'robots', content: 'noindex' }];
}
