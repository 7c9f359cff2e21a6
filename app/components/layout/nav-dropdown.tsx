import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useLocation } from 'react-router';
import { ChevronDownIcon } from '~/components/ui/icons';
import type { NavDropdown as NavDropdownItem } from '~/content/site/navigation';
import { useChrome } from './chrome';
import { FrameLink } from './frame-link';

/**
 * "What we do" in the top bar: a disclosure button (aria-expanded) that shows a list of links.
 * Enter/Space toggle it; Escape closes it and returns focus to the button; Arrow Down/Up open it
 * and move through the links (Home/End jump); Tab away or a click outside closes it.
 */
export function NavDropdown({ item }: { item: NavDropdownItem }) {
  const [open, setOpen] = useState(false);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const listId = useId();
  const location = useLocation();
  const chrome = useChrome();
  const links = [{ label: item.overviewLabel, to: item.to }, ...item.items].map((link) => ({ label: link.label, link: chrome.link(link.to) }));
  const sectionActive = links.some(({ link }) => location.pathname === link.to);

  // Close whenever the location changes (a link was followed, or back/forward).
  const [seenKey, setSeenKey] = useState(location.key);
  if (seenKey !== location.key) {
    setSeenKey(location.key);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const linkElements = () => Array.from(listRef.current?.querySelectorAll<HTMLAnchorElement>('a') ?? []);

  const focusLink = (index: number) => {
    // The list renders on the next frame after opening.
    requestAnimationFrame(() => {
      const all = linkElements();
      all.at(index)?.focus();
    });
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      focusLink(event.key === 'ArrowDown' ? 0 : -1);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
    }
  };

  const onListKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const all = linkElements();
    const current = all.indexOf(document.activeElement as HTMLAnchorElement);
    let next: number | undefined;
    if (event.key === 'ArrowDown') next = (current + 1) % all.length;
    else if (event.key === 'ArrowUp') next = (current - 1 + all.length) % all.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = all.length - 1;
    else if (event.key === 'Escape') {
      event.preventDefault();
      setOpen(false);
      buttonRef.current?.focus();
      return;
    }
    if (next !== undefined) {
      event.preventDefault();
      all[next]?.focus();
    }
  };

  return (
    <div
      ref={wrapperRef}
      className="relative"
      onBlur={(event) => {
        if (open && !wrapperRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={onButtonKeyDown}
        className={`inline-flex min-h-11 items-center gap-1 whitespace-nowrap rounded-md px-3 text-sm font-semibold hover:bg-brand-50 hover:text-brand-800 ${
          sectionActive ? 'text-brand-700' : 'text-slate-800'
        }`}
      >
        {item.label}
        <ChevronDownIcon size={16} className={`transition-transform motion-reduce:transition-none ${open ? 'rotate-180' : ''}`} />
      </button>
      <ul
        ref={listRef}
        id={listId}
        hidden={!open}
        onKeyDown={onListKeyDown}
        className="absolute start-0 top-full z-50 mt-2 w-72 rounded-lg border border-slate-200 bg-white p-2 shadow-xl"
      >
        {links.map(({ label, link }) => (
          <li key={link.to}>
            <FrameLink
              label={label}
              link={link}
              end
              onClick={() => setOpen(false)}
              className={({ isActive }) =>
                `flex min-h-11 items-center rounded-md px-3 text-sm font-medium hover:bg-brand-50 hover:text-brand-800 ${
                  isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-800'
                }`
              }
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
