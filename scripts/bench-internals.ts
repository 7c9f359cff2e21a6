/**
 * What one dependence on runtime internals is worth (ADR 320): two production builds — one with it
 * (A), one without (B) — started as `npm start` starts them (its Node flags and malloc settings,
 * LOG_LEVEL=info with every request line written to a file), each on its own copy of one seeded
 * data directory, measured with `wrk` and a browser's headers on a cached page, in the scenario
 * where the dependence is said to matter:
 *
 *   steady  alternating 2 s rounds of A and B on a warm server (BENCH_PAIRS pairs, default 12);
 *           the median of B/A per pair
 *   quiet   warm rounds, then 45 s of silence (V8's memory reducer collects in an idle process),
 *           then rounds again; each server's after/before
 *   cold    a server started and, as soon as it answers, 50 connections on the page while its
 *           cache is empty (renders wait together), then rounds; three starts per build
 *
 *   npx tsx scripts/bench-internals.ts <scenario> <build A> <build B> [page]
 *
 * Prints the figures; writes nothing. Needs wrk (`apt-get install wrk`).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const [scenario = 'steady', buildA = 'build', buildB = 'build', page = '/careers'] = process.argv.slice(2);
const HEADERS = [
  'Accept-Encoding: gzip, deflate, br',
  'Accept: text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'User-Agent: Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  'Accept-Language: en-US,en;q=0.9',
];
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-internals-'));
let nextPort = 41_000 + Math.floor(Math.random() * 1_000) * 4;

interface Server {
  url: string;
  child: ChildProcess;
  dataDir: string;
}

async function healthy(url: string, timeoutMs = 120_000): Promise<void> {
  const started = Date.now();
  for (;;) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {
      // not yet listening
    }
    if (Date.now() - started > timeoutMs) throw new Error(`${url} did not start`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Starts a build as `npm start` does, on a copy of `dataDir`. */
async function start(build: string, dataDir: string, label: string): Promise<Server> {
  const port = nextPort++;
  const ownData = path.join(work, `${label}-${port}`);
  fs.cpSync(dataDir, ownData, { recursive: true });
  const out = fs.openSync(path.join(work, `${label}-${port}.log`), 'w');
  const child = spawn(process.execPath, ['--max-old-space-size=192', '--max-semi-space-size=8', path.join(build, 'server.js')], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      BUILD_DIR: build,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: ownData,
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
      MALLOC_ARENA_MAX: '2',
      MALLOC_MMAP_THRESHOLD_: '65536',
    },
    stdio: ['ignore', out, out],
  });
  const url = `http://127.0.0.1:${port}`;
  await healthy(url);
  return { url, child, dataDir: ownData };
}

/** The CPU time (user + system) a process has used, in microseconds (/proc/PID/stat). */
function cpuMicros(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  // utime and stime are fields 14 and 15 of the whole line, in clock ticks (100 per second).
  return (Number(fields[11]) + Number(fields[12])) * 10_000;
}

/** CPU µs per request of the last wrk round against each server, by URL. */
const cpuPerRequest = new Map<string, number[]>();

/**
 * Requests/s from one round; also notes the server's CPU time per request, a figure that the
 * machine's other work (or a neighbour's) disturbs far less than the rate.
 */
function wrk(url: string, seconds: number, connections = 50, server?: Server): number {
  const args = ['-t1', `-c${connections}`, `-d${seconds}s`, ...HEADERS.flatMap((header) => ['-H', header]), `${url}${page}`];
  const cpuBefore = server?.child.pid ? cpuMicros(server.child.pid) : 0;
  const result = spawnSync('wrk', args, { encoding: 'utf8' });
  const rate = result.stdout.match(/Requests\/sec:\s+([\d.]+)/)?.[1];
  const requests = result.stdout.match(/(\d+) requests in/)?.[1];
  if (!rate || !requests) throw new Error(`wrk printed no rate:\n${result.stdout}${result.stderr}`);
  if (server?.child.pid) cpuPerRequest.set(url, [...(cpuPerRequest.get(url) ?? []), (cpuMicros(server.child.pid) - cpuBefore) / Number(requests)]);
  return Number(rate);
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function seededDataDir(build: string): Promise<string> {
  const server = await start(build, fs.mkdtempSync(path.join(work, 'empty-')), 'seed');
  server.child.kill('SIGTERM');
  await new Promise((resolve) => server.child.once('exit', resolve));
  return server.dataDir;
}

async function main(): Promise<void> {
  const seed = await seededDataDir(buildA);
  const servers: Server[] = [];
  try {
    if (scenario === 'steady' || scenario === 'quiet') {
      const a = await start(buildA, seed, 'a');
      const b = await start(buildB, seed, 'b');
      servers.push(a, b);
      wrk(a.url, 5);
      wrk(b.url, 5);
      const rounds = (count: number) => {
        const pairs: Array<[number, number]> = [];
        for (let i = 0; i < count; i++) pairs.push([wrk(a.url, 2, 50, a), wrk(b.url, 2, 50, b)]);
        return pairs;
      };
      const before = rounds(scenario === 'steady' ? Number(process.env.BENCH_PAIRS ?? 12) : 4);
      console.log(`${scenario} ${page}: A ${median(before.map((p) => p[0])).toFixed(0)} req/s, B ${median(before.map((p) => p[1])).toFixed(0)} req/s, B/A median ${median(before.map(([x, y]) => y / x)).toFixed(3)} (pairs: ${before.map(([x, y]) => (y / x).toFixed(2)).join(' ')})`);
      const cpuA = median(cpuPerRequest.get(a.url)!);
      const cpuB = median(cpuPerRequest.get(b.url)!);
      console.log(`CPU per request (median round): A ${cpuA.toFixed(1)} µs, B ${cpuB.toFixed(1)} µs, B/A ${(cpuB / cpuA).toFixed(3)}`);
      cpuPerRequest.clear();
      if (scenario === 'quiet') {
        await pause(45_000);
        const after = rounds(4);
        const aAfter = median(after.map((p) => p[0]));
        const bAfter = median(after.map((p) => p[1]));
        console.log(`after 45 s of silence: A ${aAfter.toFixed(0)} req/s (${(aAfter / median(before.map((p) => p[0]))).toFixed(3)} of before), B ${bAfter.toFixed(0)} req/s (${(bAfter / median(before.map((p) => p[1]))).toFixed(3)} of before), B/A ${(bAfter / aAfter).toFixed(3)}`);
      }
    } else if (scenario === 'cold') {
      for (const [label, build] of [['A', buildA], ['B', buildB], ['A', buildA], ['B', buildB], ['A', buildA], ['B', buildB]] as const) {
        const server = await start(build, seed, label.toLowerCase());
        wrk(server.url, 5);
        const rates = [wrk(server.url, 3), wrk(server.url, 3), wrk(server.url, 3)];
        console.log(`cold start ${label}: ${median(rates).toFixed(0)} req/s after a cold burst (${rates.map((r) => r.toFixed(0)).join(', ')})`);
        server.child.kill('SIGTERM');
        await new Promise((resolve) => server.child.once('exit', resolve));
      }
    } else {
      throw new Error(`unknown scenario ${scenario}: steady, quiet or cold`);
    }
  } finally {
    for (const server of servers) server.child.kill('SIGTERM');
    await pause(500);
    fs.rmSync(work, { recursive: true, force: true });
  }
}

await main();
