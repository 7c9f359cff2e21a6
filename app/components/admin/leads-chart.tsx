import { dashboardCopy } from '~/content/admin/inbox';
import { LEAD_STATUSES, type LeadStatus } from '~/domain/leads';
import { CHART_BOX, chartLayout, formatWeek, type WeekSeries } from '~/domain/leads-chart';

/** Bar colours, the badge hues (product §2) dark enough for 3:1 against white. */
const fills: Record<LeadStatus, string> = {
  new: 'fill-blue-600',
  contacted: 'fill-yellow-600',
  qualified: 'fill-green-700',
  converted: 'fill-purple-600',
  closed: 'fill-slate-500',
};
const swatches: Record<LeadStatus, string> = {
  new: 'bg-blue-600',
  contacted: 'bg-yellow-600',
  qualified: 'bg-green-700',
  converted: 'bg-purple-600',
  closed: 'bg-slate-500',
};

/**
 * New leads per week by status, last 12 weeks: stacked bars drawn on the server as SVG (no chart
 * library, no JavaScript), with the same numbers in a table for screen readers and anyone who
 * prefers figures.
 */
export function LeadsChart({ series }: { series: readonly WeekSeries[] }) {
  const layout = chartLayout(series);
  const total = series.reduce((sum, week) => sum + week.total, 0);
  const baseline = layout.plot.y + layout.plot.height;
  return (
    <figure aria-labelledby="leads-chart-title" className="rounded-lg border border-slate-200 bg-white p-5">
      <h2 id="leads-chart-title" className="text-lg font-semibold">
        {dashboardCopy.chartTitle}
      </h2>
      <figcaption className="mt-1 text-sm text-slate-700">{dashboardCopy.chartDescription(total)}</figcaption>
      <ul className="mt-3 flex flex-wrap gap-4 text-sm" aria-hidden="true">
        {LEAD_STATUSES.map((status) => (
          <li key={status} className="flex items-center gap-2 capitalize">
            <span className={`inline-block h-3 w-3 rounded-sm ${swatches[status]}`} />
            {status}
          </li>
        ))}
      </ul>
      <svg
        viewBox={`0 0 ${CHART_BOX.width} ${CHART_BOX.height}`}
        className="mt-3 h-auto w-full"
        aria-hidden="true"
        focusable="false"
        data-testid="leads-chart"
      >
        {layout.ticks.map((tick) => (
          <g key={tick.value}>
            <line x1={layout.plot.x} x2={layout.plot.x + layout.plot.width} y1={tick.y} y2={tick.y} className="stroke-slate-200" strokeWidth={1} />
            <text x={layout.plot.x - 6} y={tick.y + 4} textAnchor="end" className="fill-slate-600 text-[11px]">
              {tick.value.toLocaleString('en-US')}
            </text>
          </g>
        ))}
        {layout.bars.map((bar) => (
          <g key={bar.week}>
            {bar.segments.map((segment) => (
              <rect key={segment.status} x={segment.x} y={segment.y} width={segment.width} height={segment.height} className={fills[segment.status]}>
                <title>{`${formatWeek(bar.week)}: ${segment.count} ${segment.status}`}</title>
              </rect>
            ))}
            <text x={bar.x + bar.width / 2} y={baseline + 16} textAnchor="middle" className="fill-slate-700 text-[11px]">
              {formatWeek(bar.week)}
            </text>
          </g>
        ))}
        <line x1={layout.plot.x} x2={layout.plot.x + layout.plot.width} y1={baseline} y2={baseline} className="stroke-slate-400" strokeWidth={1} />
      </svg>
      <details className="mt-3">
        <summary className="cursor-pointer text-sm font-semibold text-brand-700">{dashboardCopy.chartTable}</summary>
        <div className="mt-2 relative overflow-x-auto">
          <table className="min-w-full text-end text-sm" data-testid="leads-chart-table">
            <caption className="sr-only">{dashboardCopy.chartTitle}</caption>
            <thead>
              <tr className="border-b border-slate-200">
                <th scope="col" className="py-1 pe-3 text-start">
                  {dashboardCopy.week}
                </th>
                {LEAD_STATUSES.map((status) => (
                  <th key={status} scope="col" className="px-2 py-1 capitalize">
                    {status}
                  </th>
                ))}
                <th scope="col" className="py-1 ps-2">
                  {dashboardCopy.total}
                </th>
              </tr>
            </thead>
            <tbody>
              {series.map((week) => (
                <tr key={week.week} className="border-b border-slate-100">
                  <th scope="row" className="py-1 pe-3 text-start font-normal">
                    <time dateTime={week.week}>{formatWeek(week.week)}</time>
                  </th>
                  {LEAD_STATUSES.map((status) => (
                    <td key={status} className="px-2 py-1 tabular-nums">
                      {week.counts[status]}
                    </td>
                  ))}
                  <td className="py-1 ps-2 font-semibold tabular-nums">{week.total}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
