/**
 * The runtime the tests run on (ADR 390): a supported Node, and the one the run meant to use.
 *
 * `package.json`'s `engines` is the one statement of which Node majors are supported (Node 24 LTS,
 * and 22 while it is in maintenance). `.ci/run` runs the whole suite on Node 24 from the npm
 * registry and a runtime-contract subset on the machine's own Node, and tells each run which
 * major it meant (`TEST_NODE_MAJOR`); a PATH that let npm, npx or a runner fall back to another
 * Node would otherwise go unnoticed and the run would test the wrong runtime. The machine's Node
 * may be one engines no longer admits (Node 20): that run says so (`TEST_NODE_OUTSIDE_ENGINES=1`),
 * and any other run on such a Node fails here, loudly, with what to install.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';

type Version = [number, number, number];

function parseVersion(text: string): Version {
  const match = /^v?(\d+)(?:\.(\d+))?(?:\.(\d+))?$/.exec(text.trim());
  if (!match) throw new Error(`not a version: ${text}`);
  return [Number(match[1]), Number(match[2] ?? 0), Number(match[3] ?? 0)];
}

function compare(a: Version, b: Version): number {
  for (let i = 0; i < 3; i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return 0;
}

/**
 * Whether `version` satisfies an engines range of the two forms this project writes, joined by
 * `||`: `^X.Y.Z` (that major, from X.Y.Z) and `>=X[.Y.Z]`. Any other form throws, so a change to
 * engines this reader does not understand fails the test rather than passing it.
 */
function satisfiesEngines(version: string, range: string): boolean {
  const wanted = parseVersion(version);
  return range.split('||').some((alternative) => {
    const part = alternative.trim();
    if (part.startsWith('^')) {
      const from = parseVersion(part.slice(1));
      return wanted[0] === from[0] && compare(wanted, from) >= 0;
    }
    if (part.startsWith('>=')) return compare(wanted, parseVersion(part.slice(2))) >= 0;
    throw new Error(`engines range form not understood: "${part}" (in "${range}")`);
  });
}

const engines = (JSON.parse(fs.readFileSync('package.json', 'utf8')) as { engines: { node: string } }).engines.node;
const thisNode = process.versions.node;

describe('the Node this project supports (package.json engines)', () => {
  it('admits Node 24 LTS and Node 22 from 22.12 (maintenance); refuses Node 20 (end of life) and older 22s', () => {
    expect(engines).toBe('^22.12.0 || >=24');
    const verdicts = Object.fromEntries(['24.0.0', '24.22.3', '22.12.0', '22.22.0', '22.11.0', '20.20.2', '20.19.0', '23.11.0', '18.20.8'].map((v) => [v, satisfiesEngines(v, engines)]));
    expect(verdicts).toEqual({
      '24.0.0': true,
      '24.22.3': true,
      '22.12.0': true,
      '22.22.0': true,
      '22.11.0': false,
      '20.20.2': false,
      '20.19.0': false,
      '23.11.0': false,
      '18.20.8': false,
    });
  });

  it('a range form the reader does not understand fails loudly', () => {
    expect(() => satisfiesEngines('24.0.0', '~24.1.0')).toThrow('engines range form not understood: "~24.1.0"');
  });

  it(`this Node (${thisNode}) is supported, unless the run says it runs on an unsupported one on purpose`, () => {
    const outsideOnPurpose = process.env.TEST_NODE_OUTSIDE_ENGINES === '1';
    const supported = satisfiesEngines(thisNode, engines);
    const why = `Node ${thisNode} is outside package.json's engines (${engines}): run the tests on Node 24 LTS (README, "Two commands"; .ci/run installs it from the npm registry)`;
    expect(supported || outsideOnPurpose, why).toBe(true);
  });
});

describe.runIf(process.env.TEST_NODE_MAJOR !== undefined)('the Node this run meant to use (TEST_NODE_MAJOR)', () => {
  it('this worker runs on it', () => {
    expect(`${process.versions.node.split('.')[0]}`).toBe(process.env.TEST_NODE_MAJOR);
  });

  it('a child started as the server and the image worker are started (process.execPath) runs on it too', () => {
    const child = spawnSync(process.execPath, ['-p', 'process.versions.node'], { encoding: 'utf8', timeout: 30_000 });
    expect(child.stdout.trim().split('.')[0]).toBe(process.env.TEST_NODE_MAJOR);
  });

  it('`node` on PATH, which npm, npx and the runners’ #!/usr/bin/env node start, is the same Node', () => {
    const child = spawnSync('node', ['-p', 'process.execPath'], { encoding: 'utf8', timeout: 30_000 });
    expect(fs.realpathSync(child.stdout.trim())).toBe(fs.realpathSync(process.execPath));
  });
});
