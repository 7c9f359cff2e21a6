/**
 * The page editor's parts (issue 44): a block's fields drawn from its field specs, the structure
 * buttons (submit buttons with an `intent`: they work without JavaScript and skip the browser's
 * required-field check, since they only change the form), and the search fields with their
 * counters and the previews of a search result and a shared link.
 */
import { createContext, useContext, useState, type ReactNode } from 'react';
import { ImageField } from '~/components/admin/image-field';
import { buttonClass } from '~/components/ui/button';
import { CheckboxField, SelectField, TextAreaField, TextField } from '~/components/ui/field';
import { pagesAdminCopy as copy } from '~/content/admin/pages';
import { company } from '~/content/company';
import { BLOCKS, isBlockType, type BlockType } from '~/domain/page-blocks/blocks';
import { fieldSpecsOf, SEO_LIMITS, type FormValues } from '~/domain/page-blocks/document';
import type { FieldSpec, GroupSpec, LeafSpec } from '~/domain/page-blocks/fields';
import { LINK_LIMITS } from '~/domain/page-blocks/fields';
import type { PageDefinition } from '~/domain/page-blocks/page-definitions';
import { fullPageTitle } from '~/domain/seo';

type Errors = Record<string, string>;

/**
 * Issue 48: while a translation is edited, the English page's text as visitors see it now, shown
 * read-only under each field. A lookup by the field's form name (null: editing English).
 */
type SourceLookup = ((name: string) => string | undefined) | null;
const SourceText = createContext<SourceLookup>(null);

/** Gives the fields below the English text of the page (keyed by block id: `hero.headline`; search fields by name). */
export function SourceTextProvider({ source, children }: { source: Record<string, string> | null; children: ReactNode }) {
  const lookup: SourceLookup = source ? (name) => source[name] : null;
  return <SourceText.Provider value={lookup}>{children}</SourceText.Provider>;
}

/** Inside one block: its fields' names (`block.3.title`) looked up by the block's id (`faq.title`). */
function BlockSourceText({ prefix, blockId, children }: { prefix: string; blockId: string; children: ReactNode }) {
  const outer = useContext(SourceText);
  const lookup: SourceLookup = outer ? (name) => (name.startsWith(`${prefix}.`) ? outer(`${blockId}${name.slice(prefix.length)}`) : outer(name)) : null;
  return <SourceText.Provider value={lookup}>{children}</SourceText.Provider>;
}

/** The English of a field, read-only, under it (nothing while editing English or where English has none). */
function Source({ name }: { name: string }) {
  const lookup = useContext(SourceText);
  const text = lookup?.(name);
  if (!lookup) return null;
  return (
    <p lang="en" dir="ltr" className="mt-2 whitespace-pre-line break-words rounded-md bg-slate-50 px-3 py-2 text-sm text-slate-700">
      <span className="font-medium">{copy.sourceText}</span> {text ?? '—'}
    </p>
  );
}

/** A field's message: its own, or the first of its parts (a list's line, a link's address). */
function errorFor(errors: Errors, name: string): string | undefined {
  if (errors[name]) return errors[name];
  const prefix = `${name}.`;
  const key = Object.keys(errors).find((candidate) => candidate.startsWith(prefix) && /^\d+$/.test(candidate.slice(prefix.length)));
  return key ? errors[key] : undefined;
}

function StructureButton({ intent, label, children }: { intent: string; label?: string; children: ReactNode }) {
  return (
    <button type="submit" name="intent" value={intent} formNoValidate aria-label={label} className={buttonClass('ghost', 'px-3 py-1.5 text-sm')}>
      {children}
    </button>
  );
}

function LeafField({ name, spec, values, errors }: { name: string; spec: LeafSpec; values: FormValues; errors: Errors }) {
  if (spec.kind === 'choice') return <LeafInput name={name} spec={spec} values={values} errors={errors} />;
  return (
    <div className="space-y-3">
      <LeafInput name={name} spec={spec} values={values} errors={errors} />
      {spec.kind === 'link' ? <Source name={`${name}.label`} /> : <Source name={name} />}
    </div>
  );
}

function LeafInput({ name, spec, values, errors }: { name: string; spec: LeafSpec; values: FormValues; errors: Errors }) {
  const value = values[name] ?? '';
  switch (spec.kind) {
    case 'text':
      return spec.rows > 1 ? (
        <TextAreaField name={name} label={spec.label} rows={spec.rows} required={spec.required} maxLength={spec.max} defaultValue={value} error={errorFor(errors, name)} />
      ) : (
        <TextField name={name} label={spec.label} required={spec.required} maxLength={spec.max} defaultValue={value} error={errorFor(errors, name)} />
      );
    case 'markdown':
      return (
        <TextAreaField
          name={name}
          label={spec.label}
          rows={10}
          required={spec.required}
          maxLength={spec.max}
          hint={copy.markdownHint}
          defaultValue={value}
          error={errorFor(errors, name)}
          className="font-mono"
        />
      );
    case 'list':
      return (
        <TextAreaField
          name={name}
          label={spec.label}
          rows={Math.min(10, Math.max(3, value.split('\n').length + 1))}
          required={spec.minItems > 0}
          hint={copy.listHint}
          defaultValue={value}
          error={errorFor(errors, name)}
        />
      );
    case 'choice':
      return (
        <SelectField
          name={name}
          label={spec.label}
          options={Object.keys(spec.options)}
          optionLabel={(option) => spec.options[option] ?? option}
          defaultValue={value}
          error={errorFor(errors, name)}
        />
      );
    case 'link':
      return (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            name={`${name}.label`}
            label={`${spec.label} ${copy.linkText}`}
            required={spec.required}
            maxLength={LINK_LIMITS.label}
            defaultValue={values[`${name}.label`] ?? ''}
            error={errorFor(errors, `${name}.label`)}
          />
          <TextField
            name={`${name}.to`}
            label={`${spec.label} ${copy.linkTo}`}
            required={spec.required}
            maxLength={LINK_LIMITS.to}
            defaultValue={values[`${name}.to`] ?? ''}
            error={errorFor(errors, `${name}.to`)}
          />
        </div>
      );
  }
}

function GroupField({ name, spec, index, values, errors }: { name: string; spec: GroupSpec; index: number; values: FormValues; errors: Errors }) {
  const count = Number.parseInt(values[`${name}.count`] ?? '0', 10) || 0;
  const field = name.slice(name.lastIndexOf('.') + 1);
  return (
    <fieldset className="space-y-4 rounded-md border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold text-slate-800">{spec.label}</legend>
      <input type="hidden" name={`${name}.count`} value={count} />
      {errors[name] ? <p className="text-sm text-red-700">{errors[name]}</p> : null}
      {Array.from({ length: count }, (_, item) => (
        <fieldset key={item} className="space-y-3 border-t border-slate-100 pt-3">
          <legend className="text-sm font-medium text-slate-700">{copy.itemLegend(spec.itemLabel, item + 1)}</legend>
          {Object.entries(spec.fields).map(([sub, subSpec]) => (
            <LeafField key={sub} name={`${name}.${item}.${sub}`} spec={subSpec} values={values} errors={errors} />
          ))}
          {count > spec.minItems ? (
            <StructureButton intent={`remove-item:${index}:${field}:${item}`}>{copy.removeItem(spec.itemLabel, item + 1)}</StructureButton>
          ) : null}
        </fieldset>
      ))}
      {count < spec.maxItems ? <StructureButton intent={`add-item:${index}:${field}`}>{copy.addItem(spec.itemLabel)}</StructureButton> : null}
    </fieldset>
  );
}

function BlockField({ name, spec, index, values, errors }: { name: string; spec: FieldSpec; index: number; values: FormValues; errors: Errors }) {
  return spec.kind === 'group' ? (
    <GroupField name={name} spec={spec} index={index} values={values} errors={errors} />
  ) : (
    <LeafField name={name} spec={spec} values={values} errors={errors} />
  );
}

/** One block's fieldset: its fields and the buttons that move or remove it. */
export function BlockFieldset({
  index,
  count,
  type,
  definition,
  values,
  errors,
  allows,
}: {
  index: number;
  count: number;
  type: string;
  definition: PageDefinition;
  values: FormValues;
  errors: Errors;
  /** Whether a structure button would be accepted (the same rule the action applies). */
  allows: (intent: string) => boolean;
}) {
  const prefix = `block.${index}`;
  const label = isBlockType(type) ? BLOCKS[type].label : type;
  const position = index + 1;
  const fixed = (definition.fixed as readonly string[]).includes(type);
  return (
    <fieldset id={`editor-${prefix}`} className="space-y-4 rounded-lg border border-slate-200 bg-white p-4 sm:p-6">
      <legend className="px-1 text-base font-semibold text-ink">{copy.blockLegend(position, label)}</legend>
      <input type="hidden" name={`${prefix}.id`} value={values[`${prefix}.id`] ?? ''} />
      <input type="hidden" name={`${prefix}.type`} value={type} />
      {isBlockType(type) ? <p className="text-sm text-slate-600">{BLOCKS[type].description}</p> : null}
      {errors[prefix] ? <p className="text-sm font-medium text-red-700">{errors[prefix]}</p> : null}
      <BlockSourceText prefix={prefix} blockId={values[`${prefix}.id`] ?? ''}>
        {isBlockType(type)
          ? Object.entries(fieldSpecsOf(type)).map(([field, spec]) => (
              <BlockField key={field} name={`${prefix}.${field}`} spec={spec} index={index} values={values} errors={errors} />
            ))
          : null}
      </BlockSourceText>
      <div className="flex flex-wrap items-center gap-2 border-t border-slate-100 pt-3">
        {index > 0 && allows(`up:${index}`) ? (
          <StructureButton intent={`up:${index}`} label={copy.moveUpLabel(position, label)}>
            {copy.moveUp}
          </StructureButton>
        ) : null}
        {index < count - 1 && allows(`down:${index}`) ? (
          <StructureButton intent={`down:${index}`} label={copy.moveDownLabel(position, label)}>
            {copy.moveDown}
          </StructureButton>
        ) : null}
        {fixed ? (
          <p className="text-sm text-slate-600">{copy.fixedBlock}</p>
        ) : allows(`remove:${index}`) ? (
          <StructureButton intent={`remove:${index}`} label={copy.removeLabel(position, label)}>
            {copy.remove}
          </StructureButton>
        ) : null}
      </div>
    </fieldset>
  );
}

/** The "Add a block" row: the types this page may still take (the action reads `add_type`). */
export function AddBlock({ types }: { types: readonly BlockType[] }) {
  if (types.length === 0) return null;
  return (
    <section aria-labelledby="add-block-heading" className="rounded-lg border border-dashed border-slate-300 bg-slate-50 p-4 sm:p-6">
      <h2 id="add-block-heading" className="text-lg font-semibold text-ink">
        {copy.addHeading}
      </h2>
      <div className="mt-3 flex flex-wrap items-end gap-3">
        <SelectField name="add_type" label={copy.addType} options={types} optionLabel={(option) => (isBlockType(option) ? BLOCKS[option].label : option)} />
        <button type="submit" name="intent" value="add" formNoValidate className={buttonClass('secondary', 'px-3 py-2 text-sm')}>
          {copy.add}
        </button>
      </div>
    </section>
  );
}

function Counter({ id, length, max, advice }: { id: string; length: number; max: number; advice: string }) {
  return (
    <p id={id} className="mt-1 text-xs text-slate-600" aria-live="polite">
      {copy.counter(length, max, advice)}
    </p>
  );
}

/** Title, description, share image and noindex, with counters and the two previews. */
export function SeoFields({ values, errors, path, origin }: { values: FormValues; errors: Errors; path: string; origin: string }) {
  const [title, setTitle] = useState(values['seo.title'] ?? '');
  const [description, setDescription] = useState(values['seo.description'] ?? '');
  const image = values['seo.image'] ?? '';
  const shownTitle = fullPageTitle(title);
  const url = `${origin}${path}`;
  return (
    <section aria-labelledby="seo-heading" className="space-y-4 rounded-lg border border-slate-200 bg-white p-4 sm:p-6">
      <h2 id="seo-heading" className="text-lg font-semibold text-ink">
        {copy.seoHeading}
      </h2>
      <div>
        <TextField
          name="seo.title"
          label={copy.seoTitle}
          hint={copy.seoTitleHint}
          required
          maxLength={SEO_LIMITS.title}
          defaultValue={values['seo.title'] ?? ''}
          onInput={(event) => setTitle(event.currentTarget.value)}
          error={errors['seo.title']}
        />
        <Counter id="seo-title-count" length={title.length} max={SEO_LIMITS.title} advice={copy.adviceTitle(title.length)} />
        <Source name="seo.title" />
      </div>
      <div>
        <TextAreaField
          name="seo.description"
          label={copy.seoDescription}
          hint={copy.seoDescriptionHint}
          rows={3}
          required
          maxLength={SEO_LIMITS.description}
          defaultValue={values['seo.description'] ?? ''}
          onInput={(event) => setDescription(event.currentTarget.value)}
          error={errors['seo.description']}
        />
        <Counter id="seo-description-count" length={description.length} max={SEO_LIMITS.description} advice={copy.adviceDescription(description.length)} />
        <Source name="seo.description" />
      </div>
      <ImageField name="seo.image" label={copy.seoImage} defaultValue={image} error={errors['seo.image']} />
      <p className="text-xs text-slate-600">{copy.seoImageHint}</p>
      <CheckboxField name="seo.noindex" label={copy.seoNoindex} defaultChecked={values['seo.noindex'] === 'on'} />
      <div className="grid gap-4 lg:grid-cols-2">
        <figure className="min-w-0 rounded-md border border-slate-200 p-4">
          <figcaption className="text-xs font-semibold uppercase tracking-wider text-slate-600">{copy.searchPreviewHeading}</figcaption>
          <p className="mt-2 truncate text-sm text-slate-700">{url}</p>
          <p className="mt-1 line-clamp-1 text-lg text-blue-800">{shownTitle}</p>
          <p className="mt-1 line-clamp-2 text-sm text-slate-700">{description}</p>
        </figure>
        <figure className="min-w-0 overflow-hidden rounded-md border border-slate-200">
          <figcaption className="sr-only">{copy.sharePreviewHeading}</figcaption>
          {image ? (
            <img src={image} alt="" width={1200} height={630} className="aspect-[1200/630] w-full object-cover" />
          ) : (
            <div aria-hidden="true" className="flex aspect-[1200/630] items-end bg-gradient-to-br from-brand-900 to-slate-900 p-4 text-lg font-bold text-white">
              {shownTitle}
            </div>
          )}
          <div className="border-t border-slate-200 bg-slate-50 p-3">
            <p className="text-xs uppercase text-slate-600">{new URL(url, 'https://example.com').host || company.name}</p>
            <p className="line-clamp-1 font-semibold text-ink">{shownTitle}</p>
            <p className="line-clamp-2 text-sm text-slate-700">{description}</p>
          </div>
        </figure>
      </div>
    </section>
  );
}
