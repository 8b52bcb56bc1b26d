import { describe, expect, it } from 'vitest';
import { request as uploadRequest, uploadFields } from './files-upload-blob';

describe('files-upload-blob', () => {
  it('needs a file, and names the allowed kinds', () => {
    const file = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'a.jpg', { type: 'image/jpeg' });
    expect(uploadRequest.parse({ file, allowed_filetypes: 'image', to_validate: '1' }).file).toBe(
      file,
    );
    expect(uploadRequest.safeParse({ allowed_filetypes: 'image' }).success).toBe(false);
    expect(uploadFields.safeParse({ allowed_filetypes: 'gif' }).success).toBe(false);
  });
});
