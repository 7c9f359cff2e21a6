/**
 * The logical-direction rule (ADR 410, issue 48) does what it says: ESLint, with the project's
 * own config, refuses physical direction utilities in a component's strings and offers the
 * logical one; app/app.css holds no physical property, and an animation that slides sideways has
 * its right-to-left counterpart.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const eslint = new ESLint({ cwd: root, overrideConfigFile: path.join(root, 'eslint.config.js') });
const fixer = new ESLint({ cwd: root, overrideConfigFile: path.join(root, 'eslint.config.js'), fix: true });

async function directionMessages(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'firmsite/logical-direction').map((message) => message.message);
}

const physical = (token: string, use: string) =>
  `'${token}' is a physical direction: write '${use}' so the layout mirrors in right-to-left (ADR 410). A deliberate physical side takes an explicit ltr: or rtl: variant.`;

describe('logical direction rule (eslint.config.js)', () => {
  it('refuses physical utilities in a className and names the logical one', async () => {
    const code = [
      'export function Quote() {',
      '  return <blockquote className="my-6 border-l-4 pl-4 text-left md:mr-2 rounded-r-lg">x</blockquote>;',
      '}',
      '',
    ].join('\n');
    expect(await directionMessages('app/components/site/direction-probe.tsx', code)).toEqual([
      physical('border-l-4', 'border-s-4'),
      physical('pl-4', 'ps-4'),
      physical('text-left', 'text-start'),
      physical('md:mr-2', 'md:me-2'),
      physical('rounded-r-lg', 'rounded-e-lg'),
    ]);
  });

  it('reads class names kept in constants and templates, in routes too', async () => {
    const code = [
      "const legendClass = 'float-left mb-2 w-full';",
      'export function Legend({ open }: { open: boolean }) {',
      '  return <div className={`absolute -left-[10000px] focus:right-4 ${open ? legendClass : \'\'}`} />;',
      '}',
      '',
    ].join('\n');
    expect(await directionMessages('app/routes/admin/direction-probe.tsx', code)).toEqual([
      physical('float-left', 'float-start'),
      physical('-left-[10000px]', '-start-[10000px]'),
      physical('focus:right-4', 'focus:end-4'),
    ]);
  });

  it('fixes them to the logical utilities', async () => {
    const code = 'export const cell = <td className="py-2 pr-3 text-right">1</td>;\n';
    const [result] = await fixer.lintText(code, { filePath: path.join(root, 'app/components/admin/direction-probe.tsx') });
    expect(result?.output).toBe('export const cell = <td className="py-2 pe-3 text-end">1</td>;\n');
  });

  it('wants an rtl: counterpart beside a sideways translation', async () => {
    const alone = 'export const icon = <svg className="group-hover:translate-x-0.5" />;\n';
    expect(await directionMessages('app/components/site/direction-probe.tsx', alone)).toEqual([
      "'group-hover:translate-x-0.5' moves the same way in right-to-left: add its mirror beside it (rtl:…, e.g. 'rtl:group-hover:-translate-x-0.5') so the motion follows the reading direction (ADR 410).",
    ]);
    const mirrored = 'export const icon = <svg className="group-hover:translate-x-0.5 rtl:group-hover:-translate-x-0.5" />;\n';
    expect(await directionMessages('app/components/site/direction-probe.tsx', mirrored)).toEqual([]);
  });

  it('passes logical and symmetric utilities, explicit direction variants and copy', async () => {
    const code = [
      'export function Fine() {',
      '  return (',
      '    <p className="ms-2 pe-4 start-0 -end-24 border-s-4 rounded-s-md text-start float-start mx-auto px-4 inset-x-4 space-x-2 rtl:-scale-x-100 ltr:left-0">',
      "      {'Turn left at the right-hand door; the left-over budget is ours.'}",
      '    </p>',
      '  );',
      '}',
      '',
    ].join('\n');
    expect(await directionMessages('app/components/site/direction-probe.tsx', code)).toEqual([]);
  });

  it('leaves copy modules, server code and tests alone', async () => {
    const code = "export const style = 'padding-left:16px';\nexport const classes = 'pl-4 text-left';\n";
    expect(await directionMessages('app/content/site/direction-probe.ts', code)).toEqual([]);
    expect(await directionMessages('app/server/platform/direction-probe.server.ts', code)).toEqual([]);
    expect(await directionMessages('app/components/site/direction-probe.test.tsx', code)).toEqual([]);
  });
});

/** Physical CSS properties and values, each with the logical one to write. */
const PHYSICAL_CSS: [RegExp, string][] = [
  [/(?:^|[\s;{])(left|right)\s*:/, 'inset-inline-start / inset-inline-end'],
  [/(?:^|[\s;{])((?:margin|padding|scroll-margin|scroll-padding)-(?:left|right))\s*:/, 'margin-inline-start / -end (padding-, scroll-… alike)'],
  [/(?:^|[\s;{])(border-(?:left|right)(?:-width|-style|-color)?)\s*:/, 'border-inline-start / -end'],
  [/(?:^|[\s;{])(border-(?:top|bottom)-(?:left|right)-radius)\s*:/, 'border-start-start-radius and its kin'],
  [/(?:^|[\s;{])((?:text-align|float|clear)\s*:\s*(?:left|right))\b/, 'start / end (inline-start / inline-end for float and clear)'],
];

/** The physical declarations in a style sheet: `line: declaration (write …)`. */
function physicalDeclarations(css: string): string[] {
  const found: string[] = [];
  css
    .replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '))
    .split('\n')
    .forEach((line, index) => {
      for (const [pattern, use] of PHYSICAL_CSS) {
        const match = line.match(pattern);
        if (match) found.push(`${index + 1}: ${match[1]} (write ${use})`);
      }
    });
  return found;
}

/**
 * Keyframes that slide along the line (translateX) without a `NAME-rtl` twin put to use under
 * Tailwind's rtl variant (`@variant rtl { animation-name: NAME-rtl; }`).
 */
function unmirroredSlides(css: string): string[] {
  const names = [...css.matchAll(/@keyframes\s+([\w-]+)\s*\{((?:[^{}]*\{[^{}]*\})*)[^{}]*\}/g)]
    .filter((keyframes) => /translateX|translate3d|translate\(/.test(keyframes[2] ?? ''))
    .map((keyframes) => keyframes[1] ?? '');
  const used = (name: string) => new RegExp(`@variant\\s+rtl\\s*\\{[^}]*animation(?:-name)?:[^;]*\\b${name}\\b`).test(css);
  return names.filter((name) => !name.endsWith('-rtl') && !(names.includes(`${name}-rtl`) && used(`${name}-rtl`)));
}

describe('app/app.css in logical directions (ADR 410)', () => {
  const appCss = fs.readFileSync(path.join(root, 'app/app.css'), 'utf8');

  it('holds no physical property', () => {
    expect(physicalDeclarations(appCss)).toEqual([]);
  });

  it('mirrors each sideways animation under the rtl variant, never with a bare :dir()', () => {
    expect(unmirroredSlides(appCss)).toEqual([]);
    // Lightning CSS lowers :dir(rtl) to a list of :lang()s, which a dir="rtl" page in another language misses.
    expect(appCss.replace(/\/\*[\s\S]*?\*\//g, '')).not.toContain(':dir(');
  });

  it('catches a physical property and an unmirrored slide in an example', () => {
    const example = [
      '.sticky-first { position: sticky; left: 0; }',
      '.quote {',
      '  border-left: 4px solid;',
      '  padding-right: 1rem;',
      '  text-align: right;',
      '}',
      '/* left: 0 in a comment is fine */',
      '@keyframes slide { from { transform: translateX(0); } to { transform: translateX(-50%); } }',
      '',
    ].join('\n');
    expect(physicalDeclarations(example)).toEqual([
      '1: left (write inset-inline-start / inset-inline-end)',
      '3: border-left (write border-inline-start / -end)',
      '4: padding-right (write margin-inline-start / -end (padding-, scroll-… alike))',
      '5: text-align: right (write start / end (inline-start / inline-end for float and clear))',
    ]);
    expect(unmirroredSlides(example)).toEqual(['slide']);
    const mirrored = `${example}@keyframes slide-rtl { from { transform: translateX(0); } to { transform: translateX(50%); } }\n.x { @variant rtl { animation-name: slide-rtl; } }\n`;
    expect(unmirroredSlides(mirrored)).toEqual([]);
  });
});
