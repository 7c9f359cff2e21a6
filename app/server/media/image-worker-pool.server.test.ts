import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import { MEDIA_LIMITS } from '~/domain/media';
import { processUpload } from '~/server/media/image-processing.server';
import { imageWorkerPid, processUploadInWorker, warmImageWorker, workerEntry } from '~/server/media/image-worker-pool.server';
import { jpegWithGps, withDeclaredSize } from '../../../tests/support/images';

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe('processUploadInWorker (a child process, one upload at a time)', () => {
  it("starts the child with one malloc arena and without the server's fixed mmap threshold (ADR 200)", async () => {
    const before = process.env.MALLOC_MMAP_THRESHOLD_;
    process.env.MALLOC_MMAP_THRESHOLD_ = '65536';
    try {
      warmImageWorker();
      const pid = imageWorkerPid();
      expect(pid).toBeTypeOf('number');
      const environment = fs.readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0');
      expect(environment).toContain('MALLOC_ARENA_MAX=1');
      expect(environment.filter((entry) => entry.startsWith('MALLOC_MMAP_THRESHOLD_='))).toEqual([]);
    } finally {
      if (before === undefined) delete process.env.MALLOC_MMAP_THRESHOLD_;
      else process.env.MALLOC_MMAP_THRESHOLD_ = before;
    }
  });

  it('answers exactly what processUpload answers in-process, for queued uploads, then the child exits when idle', async () => {
    const uploads = [await jpegWithGps(900, 600), await jpegWithGps(400, 200, 6)];
    const [first, second] = await Promise.all(uploads.map((bytes) => processUploadInWorker({ bytes })));
    const pid = imageWorkerPid();
    expect(pid).toBeTypeOf('number');
    expect(pid).not.toBe(process.pid);
    expect(first).toEqual(await processUpload(uploads[0]!));
    expect(second).toEqual(await processUpload(uploads[1]!));
    expect(first?.ok && first.image.files.length).toBe(9);
    await vi.waitFor(() => expect(isRunning(pid!)).toBe(false), { timeout: 10_000, interval: 100 });
    expect(imageWorkerPid()).toBeUndefined();
  });

  it('reads an upload waiting on disk itself and answers as for its bytes; a file over the limit is refused unread', async () => {
    const photo = await jpegWithGps(900, 600);
    const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'worker-upload-'));
    const file = path.join(directory, '0');
    fs.writeFileSync(file, photo);
    try {
      expect(await processUploadInWorker({ path: file, size: photo.length })).toEqual(await processUpload(photo));
      const missing = path.join(directory, 'never-written');
      expect(await processUploadInWorker({ path: missing, size: MEDIA_LIMITS.fileBytes + 1 })).toEqual({ ok: false, reason: 'too_large' });
    } finally {
      fs.rmSync(directory, { recursive: true, force: true });
    }
  });

  it('a warmed child takes the next upload; warming while a job runs does not stop it; idle, it exits', async () => {
    warmImageWorker();
    const warmed = imageWorkerPid();
    expect(warmed).toBeTypeOf('number');
    const photo = await jpegWithGps(1200, 900);
    const job = processUploadInWorker({ bytes: photo });
    // Warming again while the job runs must not arm the idle stop under it.
    warmImageWorker();
    const answer = await job;
    expect(answer.ok && answer.image.files.length).toBe(12);
    expect(imageWorkerPid()).toBe(warmed);
    await vi.waitFor(() => expect(isRunning(warmed!)).toBe(false), { timeout: 10_000, interval: 100 });
    expect(imageWorkerPid()).toBeUndefined();
  });

  it('keeps every refusal: too large, SVG, not an image, corrupt, pixel bomb', async () => {
    const whole = await jpegWithGps(300, 200);
    const answers = await Promise.all([
      processUploadInWorker({ bytes: new Uint8Array(MEDIA_LIMITS.fileBytes + 1) }),
      processUploadInWorker({ bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>') }),
      processUploadInWorker({ bytes: Buffer.from('just some text') }),
      processUploadInWorker({ bytes: whole.subarray(0, Math.floor(whole.length / 2)) }),
      processUploadInWorker({ bytes: withDeclaredSize(await sharp({ create: { width: 64, height: 64, channels: 3, background: '#000' } }).png().toBuffer(), 20000, 20000) }),
    ]);
    expect(answers).toEqual([
      { ok: false, reason: 'too_large' },
      { ok: false, reason: 'svg' },
      { ok: false, reason: 'not_an_image' },
      { ok: false, reason: 'corrupt' },
      { ok: false, reason: 'too_many_pixels' },
    ]);
  });

  it('finds the built worker next to the bundle, searching upwards from the bundled module', () => {
    const fromSources = workerEntry('file:///srv/app/server/media/image-worker-pool.server.ts');
    expect(fromSources).toEqual({ file: '/srv/app/server/media/image-worker.ts', execArgv: ['--import', 'tsx'] });
    const build = fs.mkdtempSync(path.join(os.tmpdir(), 'media-worker-build-'));
    fs.mkdirSync(path.join(build, 'server'));
    const bundle = pathToFileURL(path.join(build, 'server', 'index.js')).href;
    expect(() => workerEntry(bundle, path.join(build, 'elsewhere'))).toThrow(/media-worker\.js\) is missing from the build/);
    fs.writeFileSync(path.join(build, 'media-worker.js'), '');
    expect(workerEntry(bundle, path.join(build, 'elsewhere'))).toEqual({ file: path.join(build, 'media-worker.js'), execArgv: [] });
    fs.rmSync(build, { recursive: true });
  });
});
