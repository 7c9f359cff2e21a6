/**
 * A page document as lines of text (issue 44): what the history screen compares between two
 * versions, one line per field a visitor reads — "2 · Key figures · Figures 1 · Label: Satisfied
 * Clients". Pure; tolerant of any JSON (an old revision, a null draft).
 */
import { BLOCKS, isBlockType } from './blocks';
import type { FieldSpec } from './fields';
import { fieldSpecsOf } from './document';

export function documentLines(value: unknown): string[] {
  if (!value || typeof value !== 'object') return [];
  const document = value as { seo?: Record<string, unknown>; blocks?: unknown };
  const lines: string[] = [];
  const seo = document.seo ?? {};
  if (typeof seo.title === 'string') lines.push(`Title: ${seo.title}`);
  if (typeof seo.description === 'string') lines.push(`Meta description: ${seo.description}`);
  if (typeof seo.image === 'string' && seo.image !== '') lines.push(`Share image: ${seo.image}`);
  if (seo.noindex === true) lines.push('Hidden from search engines');
  const blocks = Array.isArray(document.blocks) ? (document.blocks as { type?: unknown; data?: unknown }[]) : [];
  blocks.forEach((block, index) => {
    const type = block.type;
    const prefix = `${index + 1} · ${isBlockType(type) ? BLOCKS[type].label : String(type)}`;
    lines.push(prefix);
    if (!isBlockType(type)) return;
    const data = (block.data ?? {}) as Record<string, unknown>;
    for (const [name, spec] of Object.entries(fieldSpecsOf(type))) pushField(lines, `${prefix} · ${spec.label}`, spec, data[name]);
  });
  return lines;
}

function pushField(lines: string[], label: string, spec: FieldSpec, value: unknown): void {
  if (spec.kind === 'group') {
    const items = Array.isArray(value) ? (value as Record<string, unknown>[]) : [];
    items.forEach((item, index) => {
      for (const [name, sub] of Object.entries(spec.fields)) pushField(lines, `${label} ${index + 1} · ${sub.label}`, sub, item[name]);
    });
    return;
  }
  if (spec.kind === 'link') {
    const target = (value ?? {}) as { label?: unknown; to?: unknown };
    if (target.label || target.to) lines.push(`${label}: ${String(target.label ?? '')} → ${String(target.to ?? '')}`);
    return;
  }
  if (spec.kind === 'list') {
    if (Array.isArray(value)) value.forEach((item, index) => lines.push(`${label} ${index + 1}: ${String(item)}`));
    return;
  }
  if (spec.kind === 'choice') {
    if (typeof value === 'string') lines.push(`${label}: ${spec.options[value] ?? value}`);
    return;
  }
  if (typeof value === 'string' && value !== '') {
    // Markdown keeps its lines so a changed paragraph shows as one line changed.
    for (const line of value.split('\n')) if (line.trim() !== '') lines.push(`${label}: ${line}`);
  }
}
