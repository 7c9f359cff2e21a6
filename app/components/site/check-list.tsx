import { CheckIcon } from '~/components/ui/icons';

/** A bulleted list with check marks. */
export function CheckList({ items, className = '', inverse = false }: { items: readonly string[]; className?: string; inverse?: boolean }) {
  return (
    <ul className={`space-y-2 ${className}`}>
      {items.map((item) => (
        <li key={item} className="flex gap-3">
          <CheckIcon size={20} className={`mt-0.5 shrink-0 ${inverse ? 'text-brand-100' : 'text-brand-700'}`} />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
