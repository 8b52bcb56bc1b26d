import { describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES, checkUpload, sniffFileType } from './uploads';

const bytes = (...values: number[]) => new Uint8Array(values);
const JPG = bytes(0xff, 0xd8, 0xff, 0xe0);
const PNG = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0);
const ascii = (text: string) => bytes(...Array.from(text, (char) => char.charCodeAt(0)));
const PDF = ascii('%PDF-1.7\n');

describe('sniffFileType', () => {
  it('reads the type from magic bytes', () => {
    expect(sniffFileType(JPG)).toBe('jpg');
    expect(sniffFileType(PNG)).toBe('png');
    expect(sniffFileType(PDF)).toBe('pdf');
    expect(sniffFileType(ascii('GIF89a'))).toBeNull();
    expect(sniffFileType(bytes())).toBeNull();
    expect(sniffFileType(bytes(0xff, 0xd8))).toBeNull();
  });
});

describe('checkUpload', () => {
  const limit = MAX_UPLOAD_BYTES;
  it('image: JPG and PNG only, up to 10 MB', () => {
    expect(checkUpload({ kind: 'image', type: 'jpg', size: 10 })).toBeNull();
    expect(checkUpload({ kind: 'image', type: 'png', size: limit })).toBeNull();
    expect(checkUpload({ kind: 'image', type: 'pdf', size: 10 })).toBe(
      'Only JPG & PNG files accepted',
    );
    expect(checkUpload({ kind: 'image', type: null, size: 10 })).toBe(
      'Only JPG & PNG files accepted',
    );
    expect(checkUpload({ kind: 'image', type: 'jpg', size: limit + 1 })).toBe(
      'Max 10MB size file accepted',
    );
  });
  it('pdf: pdf only, up to 10 MB', () => {
    expect(checkUpload({ kind: 'pdf', type: 'pdf', size: limit })).toBeNull();
    expect(checkUpload({ kind: 'pdf', type: 'png', size: 10 })).toBe(
      'Only pdf with max 10MB size file accepted',
    );
    expect(checkUpload({ kind: 'pdf', type: 'pdf', size: limit + 1 })).toBe(
      'Only pdf with max 10MB size file accepted',
    );
  });
  it('pdf-or-image: either, up to 10 MB', () => {
    expect(checkUpload({ kind: 'pdf-or-image', type: 'pdf', size: 1 })).toBeNull();
    expect(checkUpload({ kind: 'pdf-or-image', type: 'jpg', size: 1 })).toBeNull();
    expect(checkUpload({ kind: 'pdf-or-image', type: null, size: 1 })).toBe(
      'Only pdf with max 10MB size file or Image accepted',
    );
    expect(checkUpload({ kind: 'pdf-or-image', type: 'png', size: limit + 1 })).toBe(
      'Max 10MB size file accepted',
    );
    expect(checkUpload({ kind: 'pdf-or-image', type: 'png', size: Number.NaN })).toBe(
      'Max 10MB size file accepted',
    );
  });
});
