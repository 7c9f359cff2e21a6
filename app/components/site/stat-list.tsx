import type { Stat } from '~/content/types';

/**
 * Figures as a description list: each label (<dt>) with its value (<dd>). The value is shown
 * first and large; the DOM keeps the valid dt-then-dd order.
 */
export function StatList({ stats, inverse = false, className = '' }: { stats: readonly Stat[]; inverse?: boolean; className?: string }) {
  return (
    <dl className={`grid gap-6 sm:grid-cols-2 ${stats.length === 4 ? 'lg:grid-cols-4' : 'lg:grid-cols-3'} ${className}`}>
      {stats.map((stat) => (
        <div
          key={stat.value + stat.label}
          className={`flex flex-col-reverse rounded-xl p-6 ${inverse ? 'bg-white/10' : 'border border-slate-200 bg-white shadow-sm'}`}
        >
          <dt className={`mt-2 text-base first-letter:uppercase ${inverse ? 'text-slate-200' : 'text-slate-600'}`}>{stat.label}</dt>
          <dd className={`text-4xl font-bold tracking-tight sm:text-5xl ${inverse ? 'text-white' : 'text-brand-700'}`}>
            {stat.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
