import { describe, expect, it } from 'vitest';
import { detectFileType, readFileField, readFileFields } from '~/server/platform/uploads.server';

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
    expect((await readFileFields(form, 'images')).map((field) => (field.kind === 'file' ? field.name : field.kind))).toEqual(['a.jpg', 'b.png']);
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
