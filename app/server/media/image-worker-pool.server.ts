/**
 * Runs image work in a pool of one short-lived child process (image-worker.ts; ADR 090, second
 * pass): uploads, and share images (ADR 160). Jobs are queued and done one at a time; the
 * child is forked when an upload request arrives (warmImageWorker) or at the latest with its job,
 * and disconnected after MEDIA_WORKER_IDLE_MS without work, so the native memory sharp (and satori
 * and resvg) used is returned to the OS with the process. The server itself never loads libvips.
 *
 * Where the child's entry is: in the production build, `media-worker.js`, written next to
 * `server.js` by `npm run build:server` (this module is then bundled into build/server/…, so the
 * build directory is searched upwards from here); from the sources (dev server, tests), the
 * sibling `image-worker.ts` run through tsx.
 */
import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MEDIA_LIMITS } from '~/domain/media';
import type { ProcessResult } from '~/server/media/image-processing.server';
import type { ShareCard, ShareImageFit } from '~/server/media/share-image-drawing.server';
import { countImageJobQueued, recordImageJob } from '~/server/platform/metrics.server';

/** What the worker is asked to do. */
export type ImageTask =
  | { kind: 'upload'; bytes: Uint8Array }
  /** An upload waiting on disk (uploads.server.ts): the worker reads it itself, so neither process holds a copy in transit. */
  | { kind: 'uploadFile'; path: string }
  | { kind: 'sharePicture'; picture: Uint8Array; fit: ShareImageFit }
  | { kind: 'shareCard'; card: ShareCard };

/** Each task's answer: an upload's checks and files, or a share image's bytes. */
interface TaskResults {
  upload: ProcessResult;
  uploadFile: ProcessResult;
  sharePicture: Uint8Array;
  shareCard: Uint8Array;
}
export type ImageTaskResult = TaskResults[keyof TaskResults];

export interface ImageJob {
  id: number;
  task: ImageTask;
}

export type ImageJobReply = { id: number; result: ImageTaskResult } | { id: number; error: string };

/** How long an idle child is kept for the next upload of a batch before it exits. */
const MEDIA_WORKER_IDLE_MS = 2000;
/** How long a child started for an upload still arriving waits for it (10 MB on a slow link). */
const MEDIA_WORKER_WARM_MS = 15_000;
const BUILT_WORKER_NAME = 'media-worker.js';

interface WorkerEntry {
  file: string;
  execArgv: string[];
}

/** The worker's entry for the code that is running: the built bundle, or the sources via tsx. */
export function workerEntry(moduleUrl: string = import.meta.url, buildDir: string = process.env.BUILD_DIR ?? 'build'): WorkerEntry {
  const here = fileURLToPath(moduleUrl);
  if (here.endsWith('.ts')) return { file: path.join(path.dirname(here), 'image-worker.ts'), execArgv: ['--import', 'tsx'] };
  let directory = path.dirname(here);
  for (let level = 0; level < 4; level++) {
    const candidate = path.join(directory, BUILT_WORKER_NAME);
    if (fs.existsSync(candidate)) return { file: candidate, execArgv: [] };
    directory = path.dirname(directory);
  }
  const fromBuildDir = path.resolve(buildDir, BUILT_WORKER_NAME);
  if (fs.existsSync(fromBuildDir)) return { file: fromBuildDir, execArgv: [] };
  throw new Error(`The image worker (${BUILT_WORKER_NAME}) is missing from the build: run \`npm run build\`.`);
}

let child: ChildProcess | undefined;
let idleTimer: NodeJS.Timeout | undefined;
let nextJobId = 1;
let queue: Promise<unknown> = Promise.resolve();

/**
 * The child's own limits (ADR 090, measured with ten 4000×3000 photos in a row): a small V8 heap
 * (its JavaScript holds one job's bytes, and those live outside the heap), `--expose-gc` so the
 * worker frees each job's buffers before the next one, and glibc held to one malloc arena.
 * The server's fixed mmap threshold (`MALLOC_MMAP_THRESHOLD_=65536`, set by `npm start`) is not
 * passed on: libvips allocates and frees large blocks all through an encode, and mapping each one
 * afresh made processing a photo 2.4× slower (1.5 s against 0.6 s) to keep the worker's peak
 * ~7–10 MB lower (ADR 200, "The worker's malloc settings").
 */
const CHILD_NODE_FLAGS = ['--max-old-space-size=96', '--max-semi-space-size=2', '--expose-gc'];
const CHILD_MALLOC_ENV = { MALLOC_ARENA_MAX: '1' };

/** The server's environment for the child, with the child's malloc settings in place of the server's. */
function childEnvironment(): NodeJS.ProcessEnv {
  const { MALLOC_MMAP_THRESHOLD_: _serverThreshold, ...inherited } = process.env;
  return { ...inherited, ...CHILD_MALLOC_ENV };
}

function startChild(): ChildProcess {
  const entry = workerEntry();
  const started = fork(entry.file, [], {
    serialization: 'advanced',
    execArgv: [...entry.execArgv, ...CHILD_NODE_FLAGS],
    env: childEnvironment(),
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  started.on('exit', () => {
    if (child === started) child = undefined;
  });
  return started;
}

/** Jobs queued or running: the idle timer is armed only when this is 0. */
let pendingJobs = 0;

function stopWhenIdle(delayMs = MEDIA_WORKER_IDLE_MS): void {
  clearTimeout(idleTimer);
  if (pendingJobs > 0) return;
  idleTimer = setTimeout(() => {
    const idle = child;
    child = undefined;
    if (idle?.connected) idle.disconnect();
  }, delayMs);
  idleTimer.unref();
}

function runJob<Task extends ImageTask>(task: Task): Promise<TaskResults[Task['kind']]> {
  clearTimeout(idleTimer);
  const worker = (child ??= startChild());
  const id = nextJobId++;
  return new Promise<TaskResults[Task['kind']]>((resolve, reject) => {
    const onMessage = (message: ImageJobReply) => {
      if (message.id !== id) return;
      cleanup();
      if ('error' in message) reject(new Error(`Image processing failed: ${message.error}`));
      // The worker answers each kind with that kind's result (image-worker.ts `perform`).
      else resolve(message.result as TaskResults[Task['kind']]);
    };
    const onExit = (code: number | null, signal: NodeJS.Signals | null) => {
      cleanup();
      reject(new Error(`The image worker exited during processing (code ${code ?? '–'}, signal ${signal ?? '–'}).`));
    };
    const cleanup = () => {
      worker.off('message', onMessage);
      worker.off('exit', onExit);
    };
    worker.on('message', onMessage);
    worker.on('exit', onExit);
    worker.send({ id, task } satisfies ImageJob);
  });
}

/**
 * Checks and processes an upload in the child process, after the uploads queued before it. The
 * answer is exactly processUpload's (same refusals); a file over the size limit is refused here
 * without being sent to the child. A file on disk is read by the child: the server neither reads it
 * nor copies it into the channel, and the child receives a path instead of a message of megabytes.
 */
export function processUploadInWorker(upload: UploadSource): Promise<ProcessResult> {
  if (('bytes' in upload ? upload.bytes.length : upload.size) > MEDIA_LIMITS.fileBytes) return Promise.resolve({ ok: false, reason: 'too_large' });
  return enqueue('bytes' in upload ? { kind: 'upload', bytes: upload.bytes } : { kind: 'uploadFile', path: upload.path });
}

/** An upload's bytes, or the file they wait in on disk (with its size) until the action ends. */
export type UploadSource = { bytes: Uint8Array } | { path: string; size: number };

/** Draws a share image (a fitted picture or the brand's card) in the child; its bytes. */
export async function drawShareImageInWorker(task: Extract<ImageTask, { kind: 'sharePicture' | 'shareCard' }>): Promise<Buffer> {
  const bytes = await enqueue(task);
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

function enqueue<Task extends ImageTask>(task: Task): Promise<TaskResults[Task['kind']]> {
  pendingJobs++;
  countImageJobQueued();
  const queuedAt = performance.now();
  clearTimeout(idleTimer);
  const job = queue.then(() => runJob(task));
  // 'failed': the worker answered with an error or exited; a refused upload is a job done.
  const done = (outcome: 'ok' | 'failed') => () => {
    recordImageJob(task.kind, outcome, (performance.now() - queuedAt) / 1000);
    pendingJobs--;
    stopWhenIdle();
  };
  queue = job.then(done('ok'), done('failed'));
  return job;
}

/**
 * Starts the child, if none runs, while an upload's body is still being read: forking and loading
 * sharp (~0.3 s, more on a busy machine) then overlaps the upload instead of adding to it. A child
 * whose upload never comes (the request failed) exits after MEDIA_WORKER_WARM_MS.
 */
export function warmImageWorker(): void {
  child ??= startChild();
  stopWhenIdle(MEDIA_WORKER_WARM_MS);
}

/** The running child's process id, undefined when none runs (for tests and diagnostics). */
export function imageWorkerPid(): number | undefined {
  return child?.pid;
}
