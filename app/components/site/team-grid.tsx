import { SiteImage } from '~/components/site/decorative-image';
import { Section as PageSection } from '~/components/site/section';
import { Spinner } from '~/components/ui/spinner';
import { usePageLoading } from '~/components/ui/use-page-loading';
import { teamSection } from '~/content/site/about';
import type { Section } from '~/domain/section';
import type { PublicTeamMember } from '~/server/entities/teams.server';
import { SectionFailure } from '~/components/site/section-failure';

/**
 * The /about-us team grid (product §2 About): active members by display_order; 'No Photo' without a
 * photo; the product's loading, error and empty texts.
 */
export function TeamGrid({ members }: { members: Section<PublicTeamMember[]> }) {
  const loading = usePageLoading();
  if (loading) return <Spinner label={teamSection.loading} className="mt-10" />;
  if (!members.ok) return <SectionFailure prefix={teamSection.errorPrefix} message={members.message} hint={teamSection.errorHint} />;
  if (members.data.length === 0) {
    return (
      <div className="mt-10 rounded-xl border border-slate-200 bg-slate-50 p-6 text-center">
        <p className="font-semibold text-ink">{teamSection.empty}</p>
        <p className="mt-1 text-sm text-slate-600">{teamSection.emptyHint}</p>
      </div>
    );
  }
  return (
    <ul className="mt-12 grid gap-8 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
      {members.data.map((member) => (
        <li key={member.id}>
          <TeamCard member={member} />
        </li>
      ))}
    </ul>
  );
}

/** The About page's team section: heading, intro (the page's words, or today's) and the grid. */
export function TeamSection({
  members,
  id = 'team',
  title = teamSection.title,
  intro = teamSection.intro,
}: {
  members: Section<PublicTeamMember[]>;
  id?: string;
  title?: string;
  intro?: string;
}) {
  return (
    <PageSection id={id} title={title} intro={intro || undefined}>
      <TeamGrid members={members} />
    </PageSection>
  );
}

function TeamCard({ member }: { member: PublicTeamMember }) {
  const links = [
    member.linkedin_url ? { href: member.linkedin_url, label: `${member.name} on LinkedIn`, text: 'LinkedIn' } : undefined,
    member.twitter_url ? { href: member.twitter_url, label: `${member.name} on X (Twitter)`, text: 'X' } : undefined,
    member.email ? { href: `mailto:${member.email}`, label: `Email ${member.name}`, text: 'Email' } : undefined,
  ].filter((link) => link !== undefined);
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      {member.photo_url ? (
        <SiteImage
          src={member.photo_url}
          alt={member.photo_alt ?? `Portrait of ${member.name}`}
          width={400}
          height={400}
          sizes="(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw"
          className="aspect-square w-full bg-slate-100 object-cover"
        />
      ) : (
        <div className="flex aspect-square w-full items-center justify-center bg-slate-100 text-slate-600">
          <span className="text-sm font-medium">{teamSection.noPhoto}</span>
        </div>
      )}
      <div className="flex flex-1 flex-col p-6">
        <h3 className="text-lg font-bold tracking-tight text-ink">{member.name}</h3>
        <p className="text-sm font-medium text-brand-700">{member.title}</p>
        <p className="mt-1 text-xs font-semibold uppercase tracking-wider text-slate-600">{member.department}</p>
        <p className="mt-4 line-clamp-5 flex-1 text-sm leading-6 text-slate-600">{member.bio}</p>
        {links.length ? (
          <ul className="mt-4 flex flex-wrap gap-3 text-sm">
            {links.map((link) => (
              <li key={link.href}>
                <a
                  href={link.href}
                  aria-label={link.label}
                  {...(link.href.startsWith('http') ? { rel: 'noopener noreferrer' } : {})}
                  className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
                >
                  {link.text}
                </a>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </article>
  );
}
