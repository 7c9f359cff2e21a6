/**
 * Hostile strings for the XSS suites: script tags, event handlers, javascript: URLs, SVG, Markdown
 * link and image tricks, attribute and context break-outs. Each one, if it ever executed, would
 * call `window.__xss(n)` (or open a dialog), which the browser tests watch for.
 */
const call = (n: number) => `window.__xss&&window.__xss(${n})`;

export const XSS_PAYLOADS: readonly string[] = [
  // Script elements
  `<script>${call(1)}</script>`,
  `<SCRIPT>${call(2)}</SCRIPT>`,
  `<script src="data:text/javascript,${call(3)}"></script>`,
  `<scr<script>ipt>${call(4)}</scr</script>ipt>`,
  `</title><script>${call(5)}</script>`,
  `</textarea><script>${call(6)}</script>`,
  `</script><script>${call(7)}</script>`,
  `<script>alert(8)</script>`,
  // Event handlers
  `<img src=x onerror="${call(9)}">`,
  `<img src="x" onerror=alert(10)>`,
  `<body onload="${call(11)}">`,
  `<svg onload="${call(12)}">`,
  `<svg><script>${call(13)}</script></svg>`,
  `<details open ontoggle="${call(14)}">`,
  `<input autofocus onfocus="${call(15)}">`,
  `<iframe srcdoc="<script>parent.__xss&&parent.__xss(16)</script>"></iframe>`,
  `<video><source onerror="${call(17)}"></video>`,
  `<marquee onstart="${call(18)}">x</marquee>`,
  `<div style="background:url(javascript:${call(19)})">`,
  `<object data="javascript:${call(20)}"></object>`,
  `<embed src="javascript:${call(21)}">`,
  `<math><mtext><table><mglyph><style><img src=x onerror="${call(22)}">`,
  // javascript: and data: URLs
  `javascript:${call(23)}`,
  `JaVaScRiPt:${call(24)}`,
  ` javascript:${call(25)}`,
  `java\tscript:${call(26)}`,
  `data:text/html,<script>${call(27)}</script>`,
  `vbscript:msgbox(28)`,
  `<a href="javascript:${call(29)}">click</a>`,
  `<form action="javascript:${call(30)}"><button>go</button></form>`,
  // SVG
  `<svg><a xlink:href="javascript:${call(31)}"><text x="20" y="20">x</text></a></svg>`,
  `<svg><animate onbegin="${call(32)}" attributeName="x" dur="1s">`,
  `<svg><foreignObject><img src=x onerror="${call(33)}"></foreignObject></svg>`,
  `<svg/onload=${call(34)}>`,
  // Markdown tricks
  `[click me](javascript:${call(35)})`,
  `[click](JAVASCRIPT:${call(36)})`,
  `![image](javascript:${call(37)})`,
  `![x](x" onerror="${call(38)})`,
  `[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)`,
  `<a href="javascript:${call(39)}">*markdown*</a>`,
  `[a](<javascript:${call(40)}>)`,
  '`<script>' + call(41) + '</script>`',
  `[link]: javascript:${call(42)}\n\n[link]`,
  `<https://example.com/" onmouseover="${call(43)}>`,
  // Attribute and context break-outs
  `"><script>${call(44)}</script>`,
  `'><img src=x onerror=${call(45)}>`,
  `" autofocus onfocus="${call(46)}" x="`,
  `' onmouseover='${call(47)}' x='`,
  `\`-alert(48)-\``,
  `</style><script>${call(49)}</script>`,
  `<!--<script>${call(50)}</script>-->`,
  `<![CDATA[<script>${call(51)}</script>]]>`,
  `{{constructor.constructor('${call(52)}')()}}`,
  `\u003cscript\u003e${call(53)}\u003c/script\u003e`,
  `<base href="javascript:${call(54)}//">`,
  `<meta http-equiv="refresh" content="0;url=javascript:${call(55)}">`,
  `<link rel="stylesheet" href="javascript:${call(56)}">`,
  `%3Cscript%3E${call(57)}%3C/script%3E`,
  `&lt;script&gt;${call(58)}&lt;/script&gt;`,
  `<noscript><p title="</noscript><img src=x onerror=${call(59)}>">`,
  `<template><script>${call(60)}</script></template>`,
];

/** SQL metacharacters and Unicode edge cases that must be stored and shown verbatim. */
export const VERBATIM_STRINGS: readonly string[] = [
  `Robert'); DROP TABLE contact_leads;--`,
  `' OR '1'='1`,
  `"; SELECT pg_sleep(5); --`,
  `100% \\ back\\slash _under_ %percent%`,
  `Zoë Ångström-Łukasiewicz`,
  `李小龍 · 山田太郎 · Đặng Thị`,
  `مرحبا بالعالم`,
  `emoji 👩🏽‍💻 🚀 family 👨‍👩‍👧‍👦`,
  `zero\u200Bwidth and combining e\u0301`,
  `tab\tand\nnewline`,
];
