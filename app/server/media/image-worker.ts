/**
 * The child process that does the server's image work (ADR 090, second pass): checks and processes
 * uploaded images, and draws share images (ADR 160). The server forks it
 * (image-worker-pool.server.ts) so libvips' native memory — the AVIF encoder alone takes ~80 MB per
 * photo — and the share-image renderers live in a process that exits when idle and gives it back
 * to the OS, instead of staying in the server's heap arenas.
 *
 * Protocol (IPC, `serialization: 'advanced'` so byte arrays cross without copying to JSON):
 * in `{ id, task }`, out `{ id, result }` (the task's answer) or `{ id, error }`. One job at a
 * time; the parent queues. The child exits when the parent disconnects.
 */
import fs from 'node:fs';
import { processUpload } from '~/server/media/image-processing.server';
import type { ImageJob, ImageJobReply, ImageTask, ImageTaskResult } from '~/server/media/image-worker-pool.server';
import { convertSharePicture, drawShareCard } from '~/server/media/share-image-drawing.server';

function reply(message: ImageJobReply): void {
  process.send?.(message);
}

/**
 * After each answer, a full collection (the pool starts us with --expose-gc): the job's upload and
 * encoded files are buffers outside the V8 heap, which a small heap rarely collects on its own, so
 * without it the next photo's memory is allocated beside the last one's.
 */
function collect(): void {
  setImmediate(() => (globalThis as { gc?: () => void }).gc?.());
}

function perform(task: ImageTask): Promise<ImageTaskResult> {
  switch (task.kind) {
    case 'upload':
      return processUpload(task.bytes);
    case 'uploadFile':
      return fs.promises.readFile(task.path).then((bytes) => processUpload(bytes));
    case 'sharePicture':
      return convertSharePicture(task.picture, task.fit);
    case 'shareCard':
      return drawShareCard(task.card);
  }
}

process.on('message', (job: ImageJob) => {
  perform(job.task)
    .then(
      (result) => reply({ id: job.id, result }),
      (error: unknown) => reply({ id: job.id, error: error instanceof Error ? error.message : String(error) }),
    )
    .finally(collect);
});
process.on('disconnect', () => process.exit(0));
