/**
 * The views of /careers' own blocks (issue 44): the current openings (live, each with its
 * application form), under the block's words; the loading, error and empty texts are the list's.
 */
import { JobCard } from '~/components/site/job-card';
import { Section } from '~/components/site/section';
import { SectionFailure } from '~/components/site/section-failure';
import { Spinner } from '~/components/ui/spinner';
import { usePageLoading } from '~/components/ui/use-page-loading';
import type { Section as LiveSection } from '~/domain/section';
import type { PublicJob } from '~/server/entities/jobs.server';
import type { CompanyBlockProps as Props } from '../company-blocks';
import { useBlockCopy } from '../block-copy';

/** What the page's loader gives its blocks besides the document. */
export interface CareersContext {
  jobs: LiveSection<PublicJob[]>;
}

export function JobOpeningsBlock({ block, context }: Props<'jobOpenings', CareersContext>) {
  const { title, intro } = block.data;
  return (
    <Section id={block.id} title={title} intro={intro || undefined}>
      <Openings jobs={context.jobs} />
    </Section>
  );
}

function Openings({ jobs }: { jobs: LiveSection<PublicJob[]> }) {
  const loading = usePageLoading();
  const openingsSection = useBlockCopy().openings;
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
