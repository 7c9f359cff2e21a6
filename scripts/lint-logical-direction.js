/**
 * The lint rule behind ADR 410 (issue 48): the design mirrors under `dir="rtl"` only if its
 * layout is written in logical directions (start/end), so a string in a component or route that
 * holds a physical Tailwind utility (`ml-2`, `pl-4`, `left-0`, `border-l-4`, `rounded-l-md`,
 * `text-left`, `float-left`…) is refused, with the logical utility to write instead.
 *
 * - A utility under an explicit direction variant (`rtl:…`, `ltr:…`) is deliberate and allowed.
 * - `translate-x-*` moves the same way in both directions: it is allowed only in a string that
 *   also says what happens in right-to-left (an `rtl:` utility beside it).
 * - `inset-x-*`, `mx-*`, `px-*`, `space-x-*` and `divide-x-*` are symmetric or, in Tailwind 4,
 *   written with logical properties already, so they pass.
 *
 * Every string literal and template text is read (class names are also kept in constants and
 * maps, not only in `className`), split into whitespace-separated tokens; a token is a utility
 * only if it has a utility's shape (`left-0`, not the word "left"), so copy passes.
 * app/app.css is held to the same rule by scripts/lint-logical-direction.test.ts.
 */

/** [physical utility (variants and `!` stripped, a leading `-` kept), its logical replacement] */
const PHYSICAL = [
  [/^(-?(?:scroll-)?[mp])([lr])(-(?:\d|\[|\(|px$|auto$))/, (m) => `${m[1]}${m[2] === 'l' ? 's' : 'e'}${m[3]}`],
  [/^(-?)(left|right)(-(?:\d|\[|\(|px$|auto$|full$))/, (m) => `${m[1]}${m[2] === 'left' ? 'start' : 'end'}${m[3]}`],
  [/^(border|rounded)-([lr])(-|$)/, (m) => `${m[1]}-${m[2] === 'l' ? 's' : 'e'}${m[3]}`],
  [/^rounded-([tb])([lr])(-|$)/, (m) => `rounded-${m[1] === 't' ? 's' : 'e'}${m[2] === 'l' ? 's' : 'e'}${m[3]}`],
  [/^(text|float|clear)-(left|right)$/, (m) => `${m[1]}-${m[2] === 'left' ? 'start' : 'end'}`],
];

/** Splits `md:hover:!-ml-2` into its variants and its utility, brackets kept whole. */
function splitVariants(token) {
  const parts = [];
  let depth = 0;
  let current = '';
  for (const char of token) {
    if (char === '[' || char === '(') depth += 1;
    if (char === ']' || char === ')') depth -= 1;
    if (char === ':' && depth === 0) {
      parts.push(current);
      current = '';
    } else current += char;
  }
  return { variants: parts, utility: current };
}

const TOKEN_SHAPE = /^[\w\-:[\]().,%/!&>~*@#='"+]+$/;

/**
 * The physical direction utilities in a string of class names, each with the logical utility to
 * write instead: `[{ token, use }]`.
 */
export function physicalUtilities(text) {
  const found = [];
  const tokens = text.split(/\s+/).filter((token) => token && TOKEN_SHAPE.test(token));
  const saysRtl = tokens.some((token) => splitVariants(token).variants.includes('rtl'));
  for (const token of tokens) {
    const { variants, utility } = splitVariants(token);
    if (variants.includes('rtl') || variants.includes('ltr')) continue;
    const bare = utility.replace(/^!|!$/g, '');
    const prefix = variants.map((variant) => `${variant}:`).join('');
    for (const [pattern, logical] of PHYSICAL) {
      const match = bare.match(pattern);
      if (match) found.push({ token, use: `${prefix}${utility.replace(bare, bare.replace(pattern, () => logical(match)))}` });
    }
    if (/^-?translate-x-/.test(bare) && !saysRtl) found.push({ token, use: undefined });
  }
  return found;
}

/** @type {import('eslint').Rule.RuleModule} */
export const logicalDirectionRule = {
  meta: {
    type: 'problem',
    docs: { description: 'Layout in logical directions (start/end), so the design mirrors under dir="rtl" (ADR 410).' },
    fixable: 'code',
    schema: [],
    messages: {
      physical:
        "'{{token}}' is a physical direction: write '{{use}}' so the layout mirrors in right-to-left (ADR 410). A deliberate physical side takes an explicit ltr: or rtl: variant.",
      translate:
        "'{{token}}' moves the same way in right-to-left: add its mirror beside it (rtl:…, e.g. 'rtl:group-hover:-translate-x-0.5') so the motion follows the reading direction (ADR 410).",
    },
  },
  create(context) {
    const check = (node, text) => {
      for (const { token, use } of physicalUtilities(text)) {
        if (use === undefined) {
          context.report({ node, messageId: 'translate', data: { token } });
          continue;
        }
        context.report({
          node,
          messageId: 'physical',
          data: { token, use },
          fix(fixer) {
            const source = context.sourceCode.getText(node);
            const escaped = token.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
            const fixed = source.replace(new RegExp(`(?<=^|[\\s'"\`])${escaped}(?=$|[\\s'"\`])`, 'g'), use);
            return fixed === source ? null : fixer.replaceText(node, fixed);
          },
        });
      }
    };
    return {
      Literal(node) {
        if (typeof node.value === 'string') check(node, node.value);
      },
      TemplateLiteral(node) {
        // The whole template's text, so an rtl: counterpart in another part of it counts.
        check(node, node.quasis.map((quasi) => quasi.value.cooked ?? quasi.value.raw).join(' '));
      },
    };
  },
};
