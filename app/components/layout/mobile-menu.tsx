import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useLocation } from 'react-router';
import { CloseIcon, MenuIcon } from '~/components/ui/icons';
import { useChrome } from './chrome';
import { FrameLink } from './frame-link';
import { LanguageSwitcher } from './language-switcher';
import { Logo } from './logo';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The menu below 1280 px (phones, tablets, small laptops): a Menu button (aria-expanded) opening
 * a modal panel — the native <dialog> with showModal(), so the page behind is inert. While open
 * the page does not scroll, Tab and Shift+Tab cycle inside the panel, and Escape, the Close
 * button or following a link close it and return focus to the Menu button. It closes itself if
 * the window grows to the width where the top bar shows every link.
 */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const location = useLocation();
  const chrome = useChrome();
  const chromeLabels = chrome.copy.labels;

  const [seenKey, setSeenKey] = useState(location.key);
  if (seenKey !== location.key) {
    setSeenKey(location.key);
    setOpen(false);
  }

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (!open) {
      if (dialog.open) {
        dialog.close();
        buttonRef.current?.focus({ preventScroll: true });
      }
      return;
    }
    if (!dialog.open) {
      dialog.showModal();
      closeRef.current?.focus({ preventScroll: true });
    }
    const root = document.documentElement;
    const previous = { html: root.style.overflow, body: document.body.style.overflow };
    root.style.overflow = 'hidden';
    document.body.style.overflow = 'hidden';
    const desktop = window.matchMedia('(min-width: 80rem)');
    const onWide = () => {
      if (desktop.matches) setOpen(false);
    };
    desktop.addEventListener('change', onWide);
    return () => {
      root.style.overflow = previous.html;
      document.body.style.overflow = previous.body;
      desktop.removeEventListener('change', onWide);
    };
  }, [open]);

  const trapTab = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const focusable = Array.from(dialogRef.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    const first = focusable[0];
    const last = focusable.at(-1);
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const linkClass = ({ isActive }: { isActive: boolean }) =>
    `flex min-h-12 items-center rounded-md px-3 text-base font-semibold hover:bg-brand-50 ${
      isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-900'
    }`;
  const close = () => setOpen(false);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls="mobile-menu"
        onClick={() => setOpen(true)}
        className="inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-md px-3 text-sm font-semibold text-slate-900 hover:bg-brand-50 xl:hidden"
      >
        <MenuIcon size={22} />
        <span>{chromeLabels.openMenu}</span>
      </button>
      <dialog
        ref={dialogRef}
        id="mobile-menu"
        aria-labelledby={titleId}
        onCancel={(event) => {
          event.preventDefault();
          close();
        }}
        onClose={close}
        onKeyDown={trapTab}
        onClick={(event) => {
          if (event.target === dialogRef.current) close();
        }}
        className="m-0 ms-auto h-dvh max-h-none w-full max-w-sm overflow-y-auto bg-white p-0 text-ink shadow-2xl backdrop:bg-slate-900/60"
      >
        {open ? (
          <div className="flex min-h-full flex-col px-4 pb-8">
            <div className="flex h-16 items-center justify-between">
              <Logo onNavigate={close} />
              <button
                ref={closeRef}
                type="button"
                onClick={close}
                className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100"
              >
                <CloseIcon size={22} />
                <span className="sr-only">{chromeLabels.closeMenu}</span>
              </button>
            </div>
            <h2 id={titleId} className="sr-only">
              {chromeLabels.mobileMenuTitle}
            </h2>
            <nav aria-label={chromeLabels.mainNav}>
              <ul className="space-y-1">
                {chrome.copy.mainNavigation.map((item) =>
                  item.kind === 'dropdown' ? (
                    <li key={item.label}>
                      <p className="px-3 pb-1 pt-3 text-xs font-bold uppercase tracking-wider text-slate-600">
                        {item.label}
                      </p>
                      <ul className="space-y-1 border-s-2 border-brand-100 ps-2">
                        {[{ label: item.overviewLabel, to: item.to }, ...item.items].map(({ label, to }) => (
                          <li key={to}>
                            <FrameLink label={label} link={chrome.link(to)} end onClick={close} className={linkClass} />
                          </li>
                        ))}
                      </ul>
                    </li>
                  ) : (
                    <li key={item.to}>
                      <FrameLink label={item.label} link={chrome.link(item.to)} onClick={close} className={linkClass} />
                    </li>
                  ),
                )}
              </ul>
            </nav>
            <LanguageSwitcher
              onNavigate={close}
              className="mt-6 flex min-h-12 items-center rounded-md border border-slate-300 px-3 text-base font-semibold text-slate-900 hover:bg-brand-50"
            />
          </div>
        ) : null}
      </dialog>
    </>
  );
}
