import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { data } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { textBudgetFor } from '~/server/platform/body-limits.server';
import { detectFileType } from '~/server/platform/file-types.server';
import { chosenFiles, readFileField, readFormFields, removeStaleUploadSpools, UPLOAD_SPOOL_PREFIX, withPostedForm } from '~/server/platform/uploads.server';

describe('file fields', () => {
  it('tells no file, a text value and a file apart', async () => {
    const form = new FormData();
    form.set('empty', new File([], ''));
    form.set('text', 'https://example.com/cv.pdf');
    form.set('file', new File([new TextEncoder().encode('%PDF-1.7\n')], 'cv.pdf', { type: 'application/pdf' }));
    expect(await readFileField(form, 'missing')).toEqual({ kind: 'none' });
    expect(await readFileField(form, 'empty')).toEqual({ kind: 'none' });
    expect(await readFileField(form, 'text')).toEqual({ kind: 'text' });
    const file = await readFileField(form, 'file');
    expect(file).toMatchObject({ kind: 'file', name: 'cv.pdf', size: 9 });
  });

  it('reads every chosen file of a multiple field', async () => {
    const form = new FormData();
    form.append('images', new File([new Uint8Array([1])], 'a.jpg'));
    form.append('images', new File([], ''));
    form.append('images', new File([new Uint8Array([2, 3])], 'b.png'));
    form.append('images', 'https://example.com/c.jpg');
    const files = chosenFiles(form, 'images');
    expect(files.map((field) => (field.kind === 'file' ? [field.name, field.size] : field.kind))).toEqual([['a.jpg', 1], ['b.png', 2], 'text']);
    expect(files[1]!.kind === 'file' && [...(await files[1]!.read())]).toEqual([2, 3]);
  });
});

describe('file types by their bytes', () => {
  it('recognises a PDF and a PNG by their signatures', async () => {
    expect(await detectFileType(new TextEncoder().encode('%PDF-1.4\n%âãÏÓ\n'))).toEqual({ ext: 'pdf', mime: 'application/pdf' });
    const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
    expect((await detectFileType(png))?.mime).toBe('image/png');
  });

  it('does not believe a name: HTML called cv.pdf is not a known type, nor is an empty file', async () => {
    expect(await detectFileType(new TextEncoder().encode('<!doctype html><script>alert(1)</script>'))).toBeUndefined();
    expect(await detectFileType(new Uint8Array())).toBeUndefined();
  });
});

/** A form posted as a browser posts it: the platform writes the multipart body and its boundary. */
function posted(form: FormData): Request {
  return new Request('http://localhost/careers/engineer', { method: 'POST', body: form });
}

/** A multipart request whose body the test writes by hand. */
function multipart(body: string | ReadableStream<Uint8Array>, boundary = 'b'): Request {
  const init = { method: 'POST', body, duplex: 'half', headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
  return new Request('http://localhost/careers/engineer', init as RequestInit);
}

/** What an action throws for a body that is not a readable form: React Router's 400, for the route's error boundary. */
const BAD_REQUEST = data('Bad request', { status: 400 });

/** The form directories in the temporary directory (each test file has its own: see beforeEach). */
const spools = () => fs.readdirSync(os.tmpdir()).filter((name) => name.startsWith(UPLOAD_SPOOL_PREFIX));

const originalTmp = process.env.TMPDIR;
beforeEach(() => {
  process.env.TMPDIR = fs.mkdtempSync(path.join(originalTmp ?? '/tmp', 'uploads-test-'));
});
afterEach(() => {
  fs.rmSync(os.tmpdir(), { recursive: true, force: true });
  process.env.TMPDIR = originalTmp;
});

describe('reading a posted form', () => {
  it('gives a multipart form its text fields, files and empty file inputs in order, with names and types; the files are on disk until the form is done', async () => {
    const form = new FormData();
    form.append('name', 'Zoë Müller');
    form.append('resume', new File([new TextEncoder().encode('%PDF-1.7\n')], 'Lebenslauf – Müller.pdf', { type: 'application/pdf' }));
    form.append('photo', new File([], ''));
    form.append('images', new File([new Uint8Array([1, 2, 3])], 'a.jpg', { type: 'image/jpeg' }));
    form.append('images', new File([new Uint8Array([4])], 'b.png', { type: 'image/png' }));
    form.append('note', 'line one\r\nline two');

    const filesOnDisk = await withPostedForm(posted(form), async (read) => {
      expect([...read.keys()]).toEqual(['name', 'resume', 'photo', 'images', 'images', 'note']);
      expect(read.get('name')).toBe('Zoë Müller');
      expect(read.get('note')).toBe('line one\r\nline two');
      const resume = read.get('resume') as File;
      expect([resume.name, resume.type, resume.size]).toEqual(['Lebenslauf – Müller.pdf', 'application/pdf', 9]);
      expect(new TextDecoder().decode(await resume.arrayBuffer())).toBe('%PDF-1.7\n');
      expect(await readFileField(read, 'photo')).toEqual({ kind: 'none' });
      const images = await Promise.all(
        chosenFiles(read, 'images').map(async (field) => (field.kind === 'file' ? [field.name, [...(await field.read())]] : field.kind)),
      );
      expect(images).toEqual([
        ['a.jpg', [1, 2, 3]],
        ['b.png', [4]],
      ]);
      expect(spools()).toHaveLength(1);
      return fs.readdirSync(path.join(os.tmpdir(), spools()[0]!)).length;
    });
    // The resume, the empty photo input and both images, each written once; all gone afterwards.
    expect(filesOnDisk).toBe(4);
    expect(spools()).toEqual([]);
  });

  it('tells where each chosen file waits on disk while the action runs; a form built in memory has no path', async () => {
    const form = new FormData();
    form.append('file', new File([new Uint8Array([1, 2, 3])], 'a.jpg', { type: 'image/jpeg' }));
    let onDisk: string | undefined;
    await withPostedForm(posted(form), async (read) => {
      const [chosen] = chosenFiles(read, 'file');
      onDisk = chosen?.kind === 'file' ? chosen.path : undefined;
      expect(onDisk && [...fs.readFileSync(onDisk)]).toEqual([1, 2, 3]);
    });
    expect(fs.existsSync(onDisk!)).toBe(false);
    const [inMemory] = chosenFiles(form, 'file');
    expect(inMemory).toMatchObject({ kind: 'file', name: 'a.jpg', path: undefined });
  });

  it('removes the files when the action using them throws', async () => {
    const form = new FormData();
    form.append('resume', new File([new Uint8Array(100)], 'cv.pdf'));
    await expect(
      withPostedForm(posted(form), async () => {
        expect(spools()).toHaveLength(1);
        throw new Error('the action failed');
      }),
    ).rejects.toThrow('the action failed');
    expect(spools()).toEqual([]);
  });

  it('keeps a file over the limit only to one byte past it, so it is refused as too large, and still reads the fields after it', async () => {
    const form = new FormData();
    form.append('resume', new File([new Uint8Array(5000).fill(7)], 'huge.pdf', { type: 'application/pdf' }));
    form.append('email', 'ada@example.com');
    await withPostedForm(
      posted(form),
      async (read) => {
        expect(await readFileField(read, 'resume')).toMatchObject({ kind: 'file', name: 'huge.pdf', size: 1001 });
        expect(fs.statSync(path.join(os.tmpdir(), spools()[0]!, '0')).size).toBe(1001);
        expect(read.get('email')).toBe('ada@example.com');
      },
      { limits: { fileBytes: 1000 } },
    );
  });

  it('refuses a multipart body that breaks off, as the platform does, and leaves no file behind', async () => {
    const read = withPostedForm(multipart('--b\r\nContent-Disposition: form-data; name="resume"; filename="cv.pdf"\r\n\r\n%PDF-1.7 and then noth'), async () => 'used');
    await expect(read).rejects.toEqual(BAD_REQUEST);
    expect(spools()).toEqual([]);
  });

  it('a body that breaks off while its file is being written is the visitor’s unreadable form, not a disk failure', async () => {
    const encoder = new TextEncoder();
    const body = new ReadableStream<Uint8Array>({
      async start(controller) {
        controller.enqueue(encoder.encode('--b\r\nContent-Disposition: form-data; name="resume"; filename="cv.pdf"\r\n\r\n%PDF-1.7 '));
        controller.enqueue(new Uint8Array(200_000).fill(65));
        // The phone loses its signal once the file is on its way to disk.
        await vi.waitFor(() => expect(spools()).toHaveLength(1));
        await vi.waitFor(() => expect(fs.readdirSync(path.join(os.tmpdir(), spools()[0]!))).toHaveLength(1));
        controller.error(new Error('connection reset'));
      },
    });
    await expect(withPostedForm(multipart(body), async () => 'used')).rejects.toEqual(BAD_REQUEST);
    expect(spools()).toEqual([]);
  });

  it('refuses a body with more files or fields than the form allows, and leaves nothing behind', async () => {
    const twoFiles = new FormData();
    twoFiles.append('resume', new File([new Uint8Array(10)], 'a.pdf'));
    twoFiles.append('resume', new File([new Uint8Array(10)], 'b.pdf'));
    await expect(withPostedForm(posted(twoFiles), async () => 'used', { limits: { files: 1 } })).rejects.toEqual(BAD_REQUEST);
    const oneFile = new FormData();
    oneFile.append('resume', new File([new Uint8Array(10)], 'a.pdf'));
    expect(await withPostedForm(posted(oneFile), async (form) => (form.get('resume') as File).name, { limits: { files: 1 } })).toBe('a.pdf');

    const manyFiles = new FormData();
    for (let i = 0; i < 101; i++) manyFiles.append('file', new File([new Uint8Array(1)], `${i}.jpg`));
    await expect(withPostedForm(posted(manyFiles), async () => 'used')).rejects.toEqual(BAD_REQUEST);
    const manyFields = new FormData();
    for (let i = 0; i < 501; i++) manyFields.append(`f${i}`, 'x');
    manyFields.append('resume', new File([new Uint8Array(1)], 'a.pdf'));
    await expect(withPostedForm(posted(manyFields), async () => 'used')).rejects.toEqual(BAD_REQUEST);
    expect(spools()).toEqual([]);
  });

  it('refuses a multipart body without a boundary', async () => {
    const request = new Request('http://localhost/careers', {
      method: 'POST',
      body: 'name=Ada',
      headers: { 'content-type': 'multipart/form-data' },
    });
    await expect(withPostedForm(request, async () => 'used')).rejects.toEqual(BAD_REQUEST);
  });

  it('a file the disk will not take fails the read with that error, not as an unreadable form', async () => {
    // The temporary directory is a file: the form's directory cannot be made in it.
    const notADirectory = path.join(os.tmpdir(), 'a-file');
    fs.writeFileSync(notADirectory, '');
    process.env.TMPDIR = notADirectory;
    const form = new FormData();
    form.append('resume', new File([new Uint8Array(100)], 'cv.pdf'));
    const read = withPostedForm(posted(form), async () => 'used');
    await expect(read).rejects.toMatchObject({ code: 'ENOTDIR' });
    process.env.TMPDIR = path.dirname(notADirectory);
  });

  it('reads any number of bodies at once: senders that stall hold no one up', async () => {
    const encoder = new TextEncoder();
    const head = encoder.encode('--turns\r\nContent-Disposition: form-data; name="resume"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.7');
    const tail = encoder.encode('\r\n--turns--\r\n');
    /** A body that sends its first part at once and its end only when told to. */
    function stalledBody() {
      let finish!: () => void;
      const finished = new Promise<void>((resolve) => (finish = resolve));
      let pulls = 0;
      const body = new ReadableStream<Uint8Array>(
        {
          async pull(controller) {
            pulls++;
            if (pulls === 1) return controller.enqueue(head);
            await finished;
            controller.enqueue(tail);
            controller.close();
          },
        },
        { highWaterMark: 0 },
      );
      return { request: multipart(body, 'turns'), finish, started: () => pulls > 0 };
    }
    const stalled = Array.from({ length: 8 }, stalledBody);
    const reads = stalled.map((body) => withPostedForm(body.request, async (form) => (form.get('resume') as File).size));
    await vi.waitFor(() => expect(stalled.every((body) => body.started())).toBe(true));

    const whole = new FormData();
    whole.append('resume', new File([encoder.encode('%PDF-1.7 complete')], 'now.pdf'));
    expect(await withPostedForm(posted(whole), async (form) => (form.get('resume') as File).name)).toBe('now.pdf');

    for (const body of stalled) body.finish();
    expect(await Promise.all(reads)).toEqual(Array(8).fill(8));
    expect(spools()).toEqual([]);
  });

  it('removes at start-up the form directories a stopped process left, and no one else’s', async () => {
    const left = fs.mkdtempSync(path.join(os.tmpdir(), UPLOAD_SPOOL_PREFIX));
    fs.writeFileSync(path.join(left, '0'), 'a résumé');
    const twoHoursAgo = new Date(Date.now() - 2 * 3_600_000);
    fs.utimesSync(left, twoHoursAgo, twoHoursAgo);
    const inUse = fs.mkdtempSync(path.join(os.tmpdir(), UPLOAD_SPOOL_PREFIX));
    const unrelated = fs.mkdtempSync(path.join(os.tmpdir(), 'other-'));
    fs.utimesSync(unrelated, twoHoursAgo, twoHoursAgo);
    expect(await removeStaleUploadSpools()).toBe(1);
    expect([fs.existsSync(left), fs.existsSync(inUse), fs.existsSync(unrelated)]).toEqual([false, true, true]);
  });

  it('reads a URL-encoded form as the platform does', async () => {
    const request = new Request('http://localhost/contact', {
      method: 'POST',
      body: new URLSearchParams({ name: 'Ada', message: 'Hello & welcome' }),
    });
    const entries = await withPostedForm(request, async (read) => [...read.entries()]);
    expect(entries).toEqual([
      ['name', 'Ada'],
      ['message', 'Hello & welcome'],
    ]);
  });

  it('answers an unreadable body with the caller’s answer when it gives one', async () => {
    const junk = new Request('http://localhost/careers/engineer', { method: 'POST', body: '{"json": true}', headers: { 'content-type': 'application/json' } });
    expect(await withPostedForm(junk, async () => 'used', { whenUnreadable: () => 'refused' })).toBe('refused');
  });
});

describe('reading a form without files', () => {
  it('reads URL-encoded and multipart text fields alike', async () => {
    const encoded = new Request('http://localhost/admin/jobs', {
      method: 'POST',
      body: new URLSearchParams({ intent: 'delete', id: 'a1' }),
    });
    expect([...(await readFormFields(encoded)).entries()]).toEqual([['intent', 'delete'], ['id', 'a1']]);
    const form = new FormData();
    form.append('intent', 'toggle');
    form.append('note', 'Zoë');
    expect([...(await readFormFields(posted(form))).entries()]).toEqual([['intent', 'toggle'], ['note', 'Zoë']]);
  });

  it('refuses with a 400 a body that is not a form, a broken one, and one carrying a file, and writes nothing to disk', async () => {
    const plain = new Request('http://localhost/applications/withdraw', { method: 'POST', body: 'garbage', headers: { 'content-type': 'text/plain' } });
    await expect(readFormFields(plain)).rejects.toEqual(BAD_REQUEST);
    await expect(readFormFields(multipart('garbage'))).rejects.toEqual(BAD_REQUEST);
    const withFile = new FormData();
    withFile.append('intent', 'delete');
    withFile.append('upload', new File([new Uint8Array(50_000)], 'big.bin'));
    await expect(readFormFields(posted(withFile))).rejects.toEqual(BAD_REQUEST);
    expect(spools()).toEqual([]);
  });

  it('reads a body that is malformed halfway to its end before refusing it, so the sender gets the 400 (cancelling it would reset the connection)', async () => {
    for (const [contentType, chunks] of [
      ['application/x-www-form-urlencoded', ['intent=save&id=%zz&', 'note=', 'x'.repeat(50_000)]],
      ['multipart/form-data; boundary=b', ['--b\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--b\r\nbroken header\r\n\r\n', 'x'.repeat(50_000), '\r\n--b--\r\n']],
    ] as const) {
      const pending: string[] = [...chunks];
      let cancelled = false;
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          const next = pending.shift();
          if (next === undefined) controller.close();
          else controller.enqueue(new TextEncoder().encode(next));
        },
        cancel() {
          cancelled = true;
        },
      });
      const request = new Request('http://localhost/admin/leads', { method: 'POST', body, duplex: 'half', headers: { 'content-type': contentType } } as RequestInit);
      await expect(readFormFields(request), contentType).rejects.toEqual(BAD_REQUEST);
      expect({ contentType, cancelled, left: pending.length }).toEqual({ contentType, cancelled: false, left: 0 });
    }
  });

  it("answers an unreadable body with whenUnreadable's value instead, and a readable one with its form", async () => {
    const plain = new Request('http://localhost/admin/login', { method: 'POST', body: '{"email":"a@b.c"}', headers: { 'content-type': 'application/json' } });
    expect(await readFormFields(plain, { whenUnreadable: () => 'not a form' })).toBe('not a form');
    const encoded = new Request('http://localhost/admin/login', { method: 'POST', body: new URLSearchParams({ email: 'a@b.c' }) });
    const form = await readFormFields(encoded, { whenUnreadable: () => 'not a form' });
    expect(form instanceof FormData && form.get('email')).toBe('a@b.c');
  });
});

describe('the text budget of a posted form (ADR 290)', () => {
  const publicBudget = textBudgetFor('/careers/engineer');
  const staffBudget = textBudgetFor('/admin/news/new');
  const TOO_MUCH_PUBLIC = data('Too much text in this form (limit 32 KB per field, 64 KB in all).', { status: 413 });

  function encoded(pathname: string, fields: Record<string, string>): Request {
    return new Request(`http://localhost${pathname}`, { method: 'POST', body: new URLSearchParams(fields) });
  }

  function multipartTo(pathname: string, form: FormData): Request {
    return new Request(`http://localhost${pathname}`, { method: 'POST', body: form });
  }

  it('takes a field of exactly its budget, and refuses one byte more with a 413 naming the limit — multipart and URL-encoded alike', async () => {
    const atBudget = 'é'.repeat(publicBudget.fieldBytes / 2);
    const form = await readFormFields(encoded('/contact-us', { message: atBudget }));
    expect(form instanceof FormData && form.get('message')).toBe(atBudget);
    const multipartForm = new FormData();
    multipartForm.append('message', atBudget);
    expect(await withPostedForm(multipartTo('/careers/engineer', multipartForm), (read) => read.get('message'))).toBe(atBudget);

    const over = `${atBudget}x`;
    await expect(readFormFields(encoded('/contact-us', { message: over }))).rejects.toEqual(TOO_MUCH_PUBLIC);
    const overForm = new FormData();
    overForm.append('message', over);
    await expect(withPostedForm(multipartTo('/careers/engineer', overForm), () => 'used')).rejects.toEqual(TOO_MUCH_PUBLIC);
  });

  it('refuses fields each within budget whose total is over the request budget', async () => {
    const field = 'x'.repeat(publicBudget.fieldBytes - 100);
    const fields = Object.fromEntries(Array.from({ length: Math.ceil(publicBudget.requestBytes / field.length) + 1 }, (_, i) => [`f${i}`, field]));
    await expect(readFormFields(encoded('/applications/withdraw', fields))).rejects.toEqual(TOO_MUCH_PUBLIC);
    const two = Object.fromEntries(Object.entries(fields).slice(0, 2));
    const form = await readFormFields(encoded('/applications/withdraw', two));
    expect(form instanceof FormData && [...form.keys()]).toEqual(['f0', 'f1']);
  });

  it("gives the back office's content editors an article's worth of Markdown, and stops them at theirs", async () => {
    const article = '文'.repeat(100_000);
    const form = await readFormFields(encoded('/admin/news/new', { title: 'T', content: article }));
    expect(form instanceof FormData && form.get('content')).toBe(article);
    await expect(readFormFields(encoded('/admin/leads', { notes: article }))).rejects.toEqual(TOO_MUCH_PUBLIC);
    const tooLong = new FormData();
    tooLong.append('content', 'x'.repeat(staffBudget.fieldBytes + 1));
    await expect(readFormFields(multipartTo('/admin/news/new', tooLong))).rejects.toEqual(
      data('Too much text in this form (limit 512 KB per field, 1 MB in all).', { status: 413 }),
    );
  });

  it("answers with whenTooMuchText's value, writes no file that follows the text, and leaves nothing on disk", async () => {
    const form = new FormData();
    form.append('cover_letter', 'x'.repeat(publicBudget.fieldBytes + 1));
    form.append('resume', new File([new Uint8Array(200_000)], 'cv.pdf'));
    const directories = vi.spyOn(fs.promises, 'mkdtemp');
    try {
      const answer = await withPostedForm(multipartTo('/careers/engineer', form), () => 'used', {
        whenTooMuchText: (message) => `refused: ${message}`,
      });
      expect(answer).toBe('refused: Too much text in this form (limit 32 KB per field, 64 KB in all).');
      expect(directories).not.toHaveBeenCalled();
    } finally {
      directories.mockRestore();
    }
    expect(spools()).toEqual([]);
  });
});
