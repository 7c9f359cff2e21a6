/**
 * `npm start` builds first when there is no production build, or when a source file is newer
 * than the build — so a fresh clone needs only `npm install && npm start`.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const buildDir = process.env.BUILD_DIR ?? 'build';
/** Both halves of a build: the SSR bundle and the compiled HTTP server that loads it. */
const outputs = [path.resolve(buildDir, 'server/index.js'), path.resolve(buildDir, 'server.js'), path.resolve(buildDir, 'media-worker.js')];
const sources = ['app', 'public', 'drizzle', 'server.ts', 'vite.config.ts', 'react-router.config.ts', 'package.json'];

function newestMtime(target: string): number {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

const builtAt = Math.min(...outputs.map((output) => (fs.existsSync(output) ? fs.statSync(output).mtimeMs : 0)));
const changedAt = Math.max(...sources.map(newestMtime));
if (builtAt === 0 || changedAt > builtAt) {
  console.log(builtAt === 0 ? 'No production build yet: building…' : 'Sources changed since the last build: rebuilding…');
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
