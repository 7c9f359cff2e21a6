/**
 * The server runs on the Node the run meant (ADR 390). The tests start servers with
 * `process.execPath` (tests/support/app-process.ts), so a runner on the wrong Node starts servers
 * on it too; this asks a running production server itself — prom-client's `nodejs_version_info`
 * at /metrics — which Node it runs on, and checks it is the runner's, the major `.ci/run` meant
 * (TEST_NODE_MAJOR); tests/integration/node-runtime.test.ts checks the same of the unit-test
 * workers, and that the Node is one package.json's engines admits.
 */
import { startApp, type AppProcess } from '../support/app-process';
import { parseExposition } from '../support/prometheus-text';
import { expect, test } from './fixtures';

const TOKEN = 'e2e-runtime-metrics-token-0123456789abcdefghij';

let app: AppProcess | undefined;

test.afterAll(async () => {
  await app?.stop();
});

test('the production server reports the Node it runs on: the runner’s, the one the run meant', async () => {
  test.setTimeout(200_000);
  app = await startApp({ METRICS_TOKEN: TOKEN }, { timeoutMs: 150_000 });
  const response = await fetch(`${app.url}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } });
  expect(response.status).toBe(200);
  const info = parseExposition(await response.text()).find((sample) => sample.name === 'nodejs_version_info');
  expect(info?.labels.version).toBe(process.version);
  if (process.env.TEST_NODE_MAJOR !== undefined) expect(info?.labels.major).toBe(process.env.TEST_NODE_MAJOR);
});
