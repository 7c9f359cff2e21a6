import { useId, useState, type ReactNode } from 'react';
import { ChevronDownIcon } from '~/components/ui/icons';

export interface AccordionItem {
  /** Stable key; also used in the panel's id. */
  readonly id: string;
  readonly title: ReactNode;
  readonly content: ReactNode;
}

/**
 * Disclosure accordion (product: careers benefits; also the FAQs). One panel open at a time; the
 * first is open initially (or `initiallyOpen`, `null` for none); activating the open one closes
 * it. Each header is a real <button> inside a heading, with aria-expanded and aria-controls; the
 * panel is a region labelled by its button. Closed panels stay in the HTML (hidden), so their
 * text is in the server-rendered page.
 */
export function Accordion({
  items,
  headingLevel = 3,
  initiallyOpen,
  className = '',
}: {
  items: readonly AccordionItem[];
  headingLevel?: 2 | 3 | 4;
  initiallyOpen?: string | null;
  className?: string;
}) {
  const [openId, setOpenId] = useState<string | null>(initiallyOpen === undefined ? (items[0]?.id ?? null) : initiallyOpen);
  const baseId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={`divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white ${className}`}>
      {items.map((item) => {
        const open = openId === item.id;
        const buttonId = `${baseId}-${item.id}-button`;
        const panelId = `${baseId}-${item.id}-panel`;
        return (
          <div key={item.id}>
            <Heading className="text-base font-semibold sm:text-lg">
              <button
                type="button"
                id={buttonId}
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenId((current) => (current === item.id ? null : item.id))}
                className="flex min-h-14 w-full items-center justify-between gap-4 px-5 py-4 text-start text-ink hover:bg-slate-50"
              >
                <span>{item.title}</span>
                <ChevronDownIcon
                  size={20}
                  className={`shrink-0 text-brand-700 transition-transform motion-reduce:transition-none ${open ? 'rotate-180' : ''}`}
                />
              </button>
            </Heading>
            <div id={panelId} role="region" aria-labelledby={buttonId} hidden={!open} className="px-5 pb-5 text-slate-700">
              {item.content}
            </div>
          </div>
        );
      })}
    </div>
  );
}
