import { LegalPage } from '~/components/site/legal-page';
import { termsIntro, termsLastUpdated, termsSections, termsTitle, termsSeo } from '~/content/site/legal';
import { pageMeta, siteOrigin } from '~/domain/seo';
import type { Route } from './+types/terms';

export default function Terms() {
  return (
    <LegalPage title={termsTitle} lastUpdated={termsLastUpdated} intro={termsIntro}>
      <ol className="mt-10 space-y-10">
        {termsSections.map((section) => (
          <li key={section.number} id={`section-${section.number}`}>
            <section aria-labelledby={`section-${section.number}-title`}>
              <h2 id={`section-${section.number}-title`} className="text-2xl font-bold tracking-tight">
                {section.number}. {section.title}
              </h2>
              <div className="mt-3 space-y-4 leading-7 text-slate-700">
                {section.paragraphs.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
              </div>
            </section>
          </li>
        ))}
      </ol>
    </LegalPage>
  );
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({ ...termsSeo, path: '/terms', origin: siteOrigin(matches) });
