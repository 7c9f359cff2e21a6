import { Link } from 'react-router';

/**
 * Category filter buttons as links (the choice lives in the URL, so it is linkable and works
 * without JavaScript). The current one carries aria-current. The page keeps its scroll position.
 */
export function FilterLinks({
  label,
  options,
}: {
  label: string;
  options: readonly { label: string; to: string; current: boolean }[];
}) {
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap gap-3">
        {options.map((option) => (
          <li key={option.to}>
            <Link
              to={option.to}
              preventScrollReset
              aria-current={option.current ? 'page' : undefined}
              className={`inline-flex min-h-11 items-center rounded-full border px-5 text-sm font-semibold transition-colors motion-reduce:transition-none ${
                option.current
                  ? 'border-brand-700 bg-brand-700 text-white'
                  : 'border-slate-300 bg-white text-slate-800 hover:border-brand-700 hover:text-brand-800'
              }`}
            >
              {option.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
