import { Accordion } from '~/components/ui/accordion';
import { JobCard } from '~/components/site/job-card';
import { PageHero } from '~/components/site/page-hero';
import { Section } from '~/components/site/section';
import { StatList } from '~/components/site/stat-list';
import { Spinner } from '~/components/ui/spinner';
import { usePageLoading } from '~/components/ui/use-page-loading';
import { benefits, benefitsSection, careersHero, cultureSection, cultureStats, openingsSection, careersSeo } from '~/content/site/careers';
import type { Section as SectionState } from '~/domain/section';
import { pageMeta, siteOrigin } from '~/domain/seo';
import { listActiveJobs, type PublicJob } from '~/server/entities/jobs.server';
import { FAILURE_MESSAGES, loadSection } from '~/server/pages/section.server';
import { handleApplicationSubmission } from '~/server/pages/public-forms.server';
import { formGuard } from '~/server/platform/spam.server';
import type { Route } from './+types/careers';
import { keepDataAfterFormPost } from '~/routes/site/revalidation';
import { SectionFailure } from '~/components/site/section-failure';

export async function loader() {
  // formGuard: the signed fill-time token the application forms carry (spam.server.ts).
  return { ...formGuard(), jobs: await loadSection('jobs', listActiveJobs, FAILURE_MESSAGES.jobs) };
}

export async function action({ request, context }: Route.ActionArgs) {
  return handleApplicationSubmission(request, context);
}

export const shouldRevalidate = keepDataAfterFormPost;

export default function Careers({ loaderData }: Route.ComponentProps) {
  const { jobs } = loaderData;
  // No JobPosting here: Google takes it on a job's own page only (/careers/{slug}), never on a list.
  return (
    <>
      <PageHero hero={careersHero} />
      <Section id="openings" title={openingsSection.title} intro={openingsSection.intro}>
        <Openings jobs={jobs} />
      </Section>
      <Section id="culture" tone="muted" title={cultureSection.title} intro={cultureSection.intro}>
        <StatList stats={cultureStats} className="mt-10" />
      </Section>
      <Section id="benefits" title={benefitsSection.title} intro={benefitsSection.intro}>
        <Accordion
          className="mt-10 max-w-3xl"
          items={benefits.map((topic) => ({
            id: topic.id,
            title: topic.title,
            content: (
              <ul className="list-disc space-y-2 pl-5">
                {topic.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            ),
          }))}
        />
      </Section>
    </>
  );
}

function Openings({ jobs }: { jobs: SectionState<PublicJob[]> }) {
  const loading = usePageLoading();
  if (loading) return <Spinner label={openingsSection.loading} className="mt-10" />;
  if (!jobs.ok) return <SectionFailure prefix={openingsSection.errorPrefix} message={jobs.message} hint={openingsSection.errorHint} />;
  if (jobs.data.length === 0) {
    return <p className="mt-10 rounded-xl border border-slate-200 bg-slate-50 p-8 text-center text-slate-700">{openingsSection.empty}</p>;
  }
  return (
    <ul className="mt-10 grid gap-8 lg:grid-cols-2">
      {jobs.data.map((job) => (
        <li key={job.id}>
          <JobCard job={job} />
        </li>
      ))}
    </ul>
  );
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({ ...careersSeo, path: '/careers', origin: siteOrigin(matches) });
