import { stripVTControlCharacters } from 'node:util';
import { describe, expect, it } from 'vitest';
import { warningLines } from './warning-lines';

// Lines as `npm start` printed them on a fresh clone before ADR 400 (colour codes included).
const NOISY = [
  'The `envFile` option is deprecated, please use `envDir: false` instead.',
  "(!) Your Vite config uses features that are unsupported by `configLoader: 'native'`, which is planned to become the default in a future major version of Vite:",
  '\u001b[33m  ⚠️  Future Flag Warning: Route module splitting behavior is changing in React Router v8.\u001b[39m',
  '\u001b[33m[INEFFECTIVE_DYNAMIC_IMPORT] \u001b[0mapp/domain/contact-form.ts is dynamically imported by app/components/forms/contact-form.tsx but also statically imported by app/server/pages/public-forms.server.ts, dynamic import will not move module into another chunk.',
  '\u001b[33m[PLUGIN_TIMINGS] \u001b[0mJavaScript callbacks ran for 3.9s of this 4.5s build (85%).',
  '(node:4242) [DEP0040] DeprecationWarning: The `punycode` module is deprecated. Please use a userland alternative instead.',
  '▲ [WARNING] Duplicate key "status" in object literal [duplicate-object-key]',
  '{"level":40,"time":1795988360677,"service":"firmsite","msg":"outbox: delivery slow"}',
  '{"level":50,"time":1795988360677,"service":"firmsite","msg":"migration failed"}',
  '21:46:37.471 WARN  outbox: delivery slow',
];

// Lines of a clean first start: build, migrate, seed, serve.
const CLEAN = `
> firmsite@0.1.0 start
> esbuild server=server.ts media-worker=app/server/media/image-worker.ts --bundle --platform=node --format=esm --packages=external --log-level=warning --outdir=\${BUILD_DIR:-build}
No production build yet: building…
vite v8.3.8 building client environment for production...
transforming...
✓ 755 modules transformed.
build/client/assets/site-eQ_OVqYm.js                     371.88 kB │ gzip: 118.11 kB
build/client/assets/warning-banner-C4ArttXl.js             5.27 kB │ gzip:   1.99 kB
✓ 1 asset cleaned from React Router server build.
build/client/assets/app-CVtwxUfU.css
✓ built in 2.14s
precompressed 171 assets (318 .br/.gz files) in build/client/assets
{"level":30,"time":1795988360677,"service":"firmsite","msg":"the database was empty: demo content loaded"}
{"level":30,"time":1795988360752,"service":"firmsite","port":3917,"database":"pglite","startupMs":3487,"msg":"listening"}
firmsite is running at http://localhost:3917 (database: pglite)
  SMTP_URL is not set: the sign-in e-mail (a 6-digit code and a link) is printed in this log
21:46:37.475 INFO  listening port=3918 database=pglite startupMs=8722
`;

describe('the warning lines of a build or a start (ADR 400)', () => {
  it('finds every kind of warning a first start used to print, and each once', () => {
    expect(warningLines(NOISY.join('\n'))).toEqual(NOISY.map((line) => stripVTControlCharacters(line).trim()));
  });

  it('finds none in a clean first start, file names and npm\'s echo of a command that say "warning" included', () => {
    expect(warningLines(CLEAN)).toEqual([]);
  });

  it('finds one injected into a clean start', () => {
    const injected = CLEAN.replace('✓ built in 2.14s', '✓ built in 2.14s\n\u001b[33mThe `envFile` option is deprecated, please use `envDir: false` instead.\u001b[39m');
    expect(warningLines(injected)).toEqual(['The `envFile` option is deprecated, please use `envDir: false` instead.']);
  });
});
