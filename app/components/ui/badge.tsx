import type { ReactNode } from 'react';

export type BadgeTone = 'blue' | 'yellow' | 'green' | 'purple' | 'gray' | 'red' | 'brand';

// Text and background pairs chosen for at least 4.5:1 contrast.
const tones: Record<BadgeTone, string> = {
  blue: 'bg-blue-100 text-blue-900',
  yellow: 'bg-yellow-100 text-yellow-900',
  green: 'bg-green-100 text-green-900',
  purple: 'bg-purple-100 text-purple-900',
  gray: 'bg-slate-200 text-slate-800',
  red: 'bg-red-100 text-red-900',
  brand: 'bg-brand-100 text-brand-900',
};

export function Badge({ tone = 'gray', children }: { tone?: BadgeTone; children: ReactNode }) {
  return (
    <span className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ${tones[tone]}`}>
      {children}
    </span>
  );
}
