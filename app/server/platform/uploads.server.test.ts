import { describe, expect, it, vi } from 'vitest';
import { chosenFiles, detectFileType, readFileField, readFormData } from '~/server/platform/uploads.server';

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

describe('reading a posted form', () => {
  it('gives a multipart form its text fields, files and empty file inputs in order, with names and types', async () => {
    const form = new FormData();
    form.append('name', 'Zoë Müller');
    form.append('resume', new File([new TextEncoder().encode('%PDF-1.7\n')], 'Lebenslauf – Müller.pdf', { type: 'application/pdf' }));
    form.append('photo', new File([], ''));
    form.append('images', new File([new Uint8Array([1, 2, 3])], 'a.jpg', { type: 'image/jpeg' }));
    form.append('images', new File([new Uint8Array([4])], 'b.png', { type: 'image/png' }));
    form.append('note', 'line one\r\nline two');

    const read = await readFormData(posted(form));
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
  });

  it('keeps a file over the limit only to one byte past it, so it is refused as too large, and still reads the fields after it', async () => {
    const form = new FormData();
    form.append('resume', new File([new Uint8Array(5000).fill(7)], 'huge.pdf', { type: 'application/pdf' }));
    form.append('email', 'ada@example.com');
    const read = await readFormData(posted(form), 1000);
    const resume = await readFileField(read, 'resume');
    expect(resume).toMatchObject({ kind: 'file', name: 'huge.pdf', size: 1001 });
    expect(read.get('email')).toBe('ada@example.com');
  });

  it('refuses a multipart body that breaks off, as the platform does', async () => {
    const body = '--b\r\nContent-Disposition: form-data; name="resume"; filename="cv.pdf"\r\n\r\n%PDF-1.7 and then noth';
    const request = new Request('http://localhost/careers', {
      method: 'POST',
      body,
      headers: { 'content-type': 'multipart/form-data; boundary=b' },
    });
    await expect(readFormData(request)).rejects.toThrow();
  });

  it('refuses a multipart body without a boundary', async () => {
    const request = new Request('http://localhost/careers', {
      method: 'POST',
      body: 'name=Ada',
      headers: { 'content-type': 'multipart/form-data' },
    });
    await expect(readFormData(request)).rejects.toThrow();
  });

  it('reads at most four multipart bodies at once: a fifth waits unread until one of them ends', async () => {
    const encoder = new TextEncoder();
    const head = encoder.encode(
      '--turns\r\nContent-Disposition: form-data; name="resume"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.7',
    );
    const tail = encoder.encode('\r\n--turns--\r\n');
    /** A body that sends its first part at once and its end only when told to. */
    function slowBody() {
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
      const init = {
        method: 'POST',
        body,
        duplex: 'half',
        headers: { 'content-type': 'multipart/form-data; boundary=turns' },
      };
      return { request: new Request('http://localhost/careers/engineer', init as RequestInit), finish, started: () => pulls > 0 };
    }
    const bodies = Array.from({ length: 5 }, slowBody);
    const reads = bodies.map((body) => readFormData(body.request));
    await vi.waitFor(() => expect(bodies.map((body) => body.started())).toEqual([true, true, true, true, false]));
    await new Promise((resolve) => setImmediate(resolve));
    expect(bodies[4]!.started()).toBe(false);

    bodies[0]!.finish();
    expect(((await reads[0]!).get('resume') as File).size).toBe(8);
    await vi.waitFor(() => expect(bodies[4]!.started()).toBe(true));
    for (const body of bodies) body.finish();
    expect((await Promise.all(reads)).map((form) => (form.get('resume') as File).name)).toEqual(['cv.pdf', 'cv.pdf', 'cv.pdf', 'cv.pdf', 'cv.pdf']);
  });

  it('reads a URL-encoded form as the platform does', async () => {
    const request = new Request('http://localhost/contact', {
      method: 'POST',
      body: new URLSearchParams({ name: 'Ada', message: 'Hello & welcome' }),
    });
    const read = await readFormData(request);
    expect([...read.entries()]).toEqual([
      ['name', 'Ada'],
      ['message', 'Hello & welcome'],
    ]);
  });
});
