import { LegalPage } from '~/components/site/legal-page';
import { privacyIntro, privacyLastUpdated, privacySections, privacyTitle, privacySeo } from '~/content/site/legal';
import { pageMeta, siteOrigin } from '~/domain/seo';
import type { Route } from './+types/privacy';

export default function Privacy() {
  return (
    <LegalPage title={privacyTitle} lastUpdated={privacyLastUpdated} intro={privacyIntro}>
      <div className="mt-10 space-y-10">
        {privacySections.map((section) => (
          <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`}>
            <h2 id={`${section.id}-title`} className="text-2xl font-bold tracking-tight">
              {section.title}
            </h2>
            <div className="mt-3 space-y-4 leading-7 text-slate-700">
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
              {section.bullets ? (
                <ul className="list-disc space-y-2 pl-6">
                  {section.bullets.map((bullet) => (
                    <li key={bullet}>{bullet}</li>
                  ))}
                </ul>
              ) : null}
            </div>
          </section>
        ))}
      </div>
    </LegalPage>
  );
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({ ...privacySeo, path: '/privacy', origin: siteOrigin(matches) });
