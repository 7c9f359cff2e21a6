/**
 * The "Translations" panel of a translated item's edit screen (issue 48): the item's
 * language, its translations (each linking to its own edit screen), an "Add … translation" post
 * per language it lacks, and — on a translation — its source's words, read only, to translate
 * from, and whether the source has a newer revision than the translation follows (with the
 * source's changes and a post to mark the translation up to date). Plain posts with an `intent`:
 * all of it works without JavaScript. Outside the item's own form (forms do not nest).
 */
import { Fragment, useId } from 'react';
import { Form, Link } from 'react-router';
import { Badge } from '~/components/ui/badge';
import { buttonClass } from '~/components/ui/button';
import { translationsCopy as copy } from '~/content/admin/translations';
import { ADD_TRANSLATION_INTENT, MARK_TRANSLATION_CURRENT_INTENT, UNADDRESSED_KINDS, type TranslationsPanel } from '~/domain/translations';

export function TranslationsSection({ noun, language, translations, missing, source }: TranslationsPanel) {
  const headingId = useId();
  const unaddressed = UNADDRESSED_KINDS.includes(noun);
  return (
    <section aria-labelledby={headingId} className="mb-6 max-w-4xl space-y-4 rounded-lg border border-slate-200 bg-white p-6" data-testid="translations">
      <div>
        <h2 id={headingId} className="text-lg font-semibold text-ink">
          {copy.heading}
        </h2>
        <p className="mt-1 text-sm font-medium text-ink">{copy.language(language)}</p>
        <p className="mt-1 text-sm text-slate-700">{unaddressed ? copy.introUnaddressed(noun) : copy.intro(noun)}</p>
      </div>
      {translations.length === 0 ? (
        <p className="text-sm text-slate-700">{copy.none}</p>
      ) : (
        <ul aria-label={copy.listLabel} className="divide-y divide-slate-200 rounded-md border border-slate-200">
          {translations.map((translation) => (
            <li key={translation.id} className="flex flex-wrap items-center justify-between gap-3 p-3 text-sm">
              <span>
                <span className="font-medium text-ink">{translation.language}</span>{' '}
                <span dir="auto" lang={translation.locale} className="text-slate-700">
                  {translation.title}
                </span>
              </span>
              <span className="flex items-center gap-3">
                <Badge tone={translation.live ? 'green' : 'gray'}>{translation.live ? copy.live : copy.notLive}</Badge>
                <Link to={translation.editHref} className="font-medium text-brand-700 underline underline-offset-2">
                  {copy.edit(translation.language)}
                </Link>
              </span>
            </li>
          ))}
        </ul>
      )}
      {missing.map((option) => (
        <Form key={option.locale} method="post" className="space-y-1">
          <input type="hidden" name="intent" value={ADD_TRANSLATION_INTENT} />
          <input type="hidden" name="locale" value={option.locale} />
          <button type="submit" className={buttonClass('secondary', 'px-3 py-1.5')}>
            {copy.add(option.language)}
          </button>
          <p className="text-sm text-slate-700">{unaddressed ? copy.addHintUnaddressed(noun) : copy.addHint(noun)}</p>
        </Form>
      ))}
      {source ? (
        <aside aria-label={copy.source.heading(source.language)} className="rounded-md border-s-4 border-slate-400 bg-slate-50 p-4 text-sm" data-testid="translation-source">
          <p className="font-semibold text-ink">{copy.source.heading(source.language)}</p>
          <p className="mt-1 text-slate-700">{copy.source.hint}</p>
          {source.newer ? (
            <div className="mt-3 rounded-md border border-amber-300 bg-amber-50 p-3" data-testid="translation-source-newer">
              <p className="font-medium text-ink">{copy.source.newer(source.language, source.newer.follows, source.newer.latest)}</p>
              <p className="mt-2">
                <Link to={source.newer.changesHref} className="font-medium text-brand-700 underline underline-offset-2">
                  {copy.source.changes}
                </Link>
              </p>
              <Form method="post" className="mt-3 space-y-1">
                <input type="hidden" name="intent" value={MARK_TRANSLATION_CURRENT_INTENT} />
                <input type="hidden" name="revision" value={source.newer.latest} />
                <button type="submit" className={buttonClass('secondary', 'px-3 py-1.5')}>
                  {copy.source.markCurrent(source.newer.latest)}
                </button>
                <p className="text-slate-700">{copy.source.markCurrentHint}</p>
              </Form>
            </div>
          ) : null}
          <dl className="mt-3 space-y-2">
            <dt className="font-medium text-slate-700">{source.titleLabel}</dt>
            <dd lang="en" className="text-ink">
              {source.title}
            </dd>
            <dt className="font-medium text-slate-700">{source.excerptLabel}</dt>
            <dd lang="en" className="whitespace-pre-line text-ink">
              {source.excerpt}
            </dd>
            {source.more.map((field) => (
              <Fragment key={field.label}>
                <dt className="font-medium text-slate-700">{field.label}</dt>
                <dd lang="en" className="whitespace-pre-line text-ink">
                  {field.text}
                </dd>
              </Fragment>
            ))}
          </dl>
          <p className="mt-3">
            <Link to={source.editHref} className="font-medium text-brand-700 underline underline-offset-2">
              {copy.source.open}
            </Link>
          </p>
        </aside>
      ) : null}
    </section>
  );
}
