// @vitest-environment node
import busboy from 'busboy';
import { describe, expect, it } from 'vitest';
import { multipartBody } from './multipart-body';

const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 255, 13, 10]);

/** What the local API reads from a body (busboy, as `local-api/http/read-request.ts` sets it up). */
async function readAsApi(body: Blob) {
  const fields: Record<string, string> = {};
  const files: { field: string; filename: string; mimeType: string; bytes: Uint8Array }[] = [];
  const parser = busboy({ headers: { 'content-type': body.type }, defParamCharset: 'utf8' });
  parser.on('field', (name, value) => (fields[name] = value));
  parser.on('file', (field, stream, { filename, mimeType }) => {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () =>
      files.push({ field, filename: filename ?? '', mimeType, bytes: new Uint8Array(Buffer.concat(chunks)) }),
    );
  });
  const closed = new Promise((resolve, reject) => (parser.on('close', resolve), parser.on('error', reject)));
  parser.end(Buffer.from(await body.arrayBuffer()));
  await closed;
  return { fields, files };
}

describe('multipartBody', () => {
  const entries = () =>
    [
      ['note', '첫 줄\r\n둘째 줄'],
      ['images', { file: new Blob([png], { type: 'image/png' }), name: '17.png' }],
      ['images', { file: new Blob([png.slice(0, 4)]), name: '토큰 "한정"\n2.png' }],
    ] as const;

  it('is read by the local API as the FormData it stands for: fields, names, types and bytes', async () => {
    const { fields, files } = await readAsApi(multipartBody(entries().map(([n, v]) => [n, v])));
    expect(fields).toEqual({ note: '첫 줄\r\n둘째 줄' });
    expect(files.map(({ field, filename, mimeType }) => [field, filename, mimeType])).toEqual([
      ['images', '17.png', 'image/png'],
      // The standard's escaping of a name's quote and line break, as browsers send them.
      ['images', '토큰 %22한정%22%0A2.png', 'application/octet-stream'],
    ]);
    expect(files[0]!.bytes).toEqual(png);
    expect(files[1]!.bytes).toEqual(png.slice(0, 4));
  });

  it('is read by fetch’s own parser the same way, its boundary in the Blob’s type', async () => {
    const body = multipartBody(entries().map(([n, v]) => [n, v]));
    expect(body.type).toMatch(/^multipart\/form-data; boundary=-+creators-lab-[0-9a-f]{32}$/);
    const form = await new Response(body, { headers: { 'content-type': body.type } }).formData();
    expect(form.get('note')).toBe('첫 줄\r\n둘째 줄');
    const images = form.getAll('images') as File[];
    // The standard's parser undoes the escaping: the name the file was given.
    expect(images.map((file) => file.name)).toEqual(['17.png', '토큰 "한정"\n2.png']);
    expect(new Uint8Array(await images[0]!.arrayBuffer())).toEqual(png);
  });

  it('takes a fresh boundary each time', () => {
    expect(multipartBody([]).type).not.toBe(multipartBody([]).type);
  });
});
