import { filesUploadBlob } from '@nyiur/api';
import { MAX_UPLOAD_BYTES, messages } from '@nyiur/domain';
import { describe, expect, it } from 'vitest';
import { multipartBody, registerMember, type UploadPart } from '../test/http';
import { useTestApp } from '../test/test-app';
import { testDrivers } from '../test/test-database';
import { uploadMessages } from './file-routes';

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const JPG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46]);
const PDF = new TextEncoder().encode('%PDF-1.7\n%test\n');
const TEXT = new TextEncoder().encode('just some text, not a picture');

describe.each(testDrivers())('uploads on %s', (driver) => {
  const t = useTestApp(driver);

  // Signed in: these checks run more uploads than an anonymous address may make in a day.
  let member: Promise<{ token: string }> | undefined;
  const upload = async (parts: UploadPart[], token?: string) => {
    member ??= registerMember(t().app);
    token ??= (await member).token;
    const { payload, contentType } = multipartBody(parts);
    const response = await t().app.inject({
      method: 'POST',
      url: `/api${filesUploadBlob.path}`,
      headers: {
        'content-type': contentType,
        authorization: `Bearer ${token}`,
      },
      payload,
    });
    return { status: response.statusCode, body: response.json() };
  };
  const file = (value: Uint8Array, filename = 'photo.png'): UploadPart => ({
    name: 'file',
    value,
    filename,
  });

  it('stores JPG, PNG and PDF by their bytes and serves them back', async () => {
    const member = await registerMember(t().app);
    const png = await upload(
      [file(PNG, 'scan.pdf'), { name: 'allowed_filetypes', value: 'image' }],
      member.token,
    );
    expect(png.status).toBe(200);
    const data = filesUploadBlob.response.parse(png.body.data);
    expect(data).toMatchObject({ type: 'png', size: PNG.length, name: 'scan.pdf' });
    const back = await t().app.inject({ method: 'GET', url: data.url });
    expect(back.statusCode).toBe(200);
    expect(back.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(back.rawPayload, Buffer.from(PNG))).toBe(0);

    expect((await upload([file(JPG, 'a.jpg')])).body.data.type).toBe('jpg');
    const pdf = await upload([{ name: 'allowed_filetypes', value: 'pdf' }, file(PDF, 'doc.pdf')]);
    expect(pdf.body.data.type).toBe('pdf');
    const pdfBack = await t().app.inject({ method: 'GET', url: pdf.body.data.url });
    expect(pdfBack.headers['content-disposition']).toBe('attachment');
    expect(
      (
        await t().app.inject({
          method: 'GET',
          url: '/api/files/00000000-0000-0000-0000-000000000000.png',
        })
      ).statusCode,
    ).toBe(404);
  });

  it('answers the spec message for each kind when the bytes do not match', async () => {
    const image = await upload([
      file(PDF, 'looks.png'),
      { name: 'allowed_filetypes', value: 'image' },
    ]);
    expect(image.status).toBe(422);
    expect(image.body.message).toBe(messages.upload.image);
    expect(image.body.data).toEqual({ errors: { file: messages.upload.image } });
    const pdf = await upload([file(PNG, 'looks.pdf'), { name: 'allowed_filetypes', value: 'pdf' }]);
    expect(pdf.body.message).toBe(messages.upload.pdf);
    const either = await upload([file(TEXT, 'notes.pdf')]);
    expect(either.body.message).toBe(messages.upload.pdfOrImage);
  });

  it('refuses files over 10 MB with the spec message', async () => {
    const big = new Uint8Array(MAX_UPLOAD_BYTES + 10);
    big.set(PNG);
    const tooLarge = await upload([file(big, 'big.png')]);
    expect(tooLarge.status).toBe(422);
    expect(tooLarge.body.message).toBe(messages.upload.tooLarge);
    const bigPdf = new Uint8Array(MAX_UPLOAD_BYTES + 10);
    bigPdf.set(PDF);
    const pdf = await upload([
      { name: 'allowed_filetypes', value: 'pdf' },
      file(bigPdf, 'big.pdf'),
    ]);
    expect(pdf.body.message).toBe(messages.upload.pdf);
    const exact = new Uint8Array(MAX_UPLOAD_BYTES);
    exact.set(PNG);
    expect((await upload([file(exact, 'exact.png')])).status).toBe(200);
  });

  it('asks for a file, checks the kind field and never answers 500', async () => {
    const none = await upload([{ name: 'allowed_filetypes', value: 'image' }]);
    expect(none.status).toBe(422);
    expect(none.body.data).toEqual({ errors: { file: uploadMessages.noFile } });
    const kind = await upload([file(PNG), { name: 'allowed_filetypes', value: 'video' }]);
    expect(kind.status).toBe(422);
    expect(Object.keys(kind.body.data.errors)).toEqual(['allowed_filetypes']);
    const json = await t().app.inject({
      method: 'POST',
      url: `/api${filesUploadBlob.path}`,
      headers: { 'content-type': 'application/json' },
      payload: '{"file":1}',
    });
    expect(json.statusCode).toBe(422);
    const broken = await t().app.inject({
      method: 'POST',
      url: `/api${filesUploadBlob.path}`,
      headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
      payload: '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc',
    });
    expect(broken.statusCode).toBeGreaterThanOrEqual(400);
    expect(broken.statusCode).toBeLessThan(500);
  });
});
