import { uploadMessages } from './messages-forms';

export type UploadKind = 'image' | 'pdf' | 'pdf-or-image';
export type FileType = 'jpg' | 'png' | 'pdf';

/** Uploads are capped at 10 MB. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

const startsWith = (bytes: Uint8Array, signature: readonly number[]): boolean =>
  bytes.length >= signature.length && signature.every((byte, index) => bytes[index] === byte);

/** The file's real type from its first bytes, whatever its name says. */
export const sniffFileType = (bytes: Uint8Array): FileType | null => {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'pdf';
  return null;
};

const isImage = (type: FileType | null): boolean => type === 'jpg' || type === 'png';

/** The spec's message for a rejected file, or null when the file is accepted. */
export const checkUpload = ({
  kind,
  type,
  size,
}: {
  kind: UploadKind;
  type: FileType | null;
  size: number;
}): string | null => {
  const tooLarge = !Number.isFinite(size) || size > MAX_UPLOAD_BYTES;
  switch (kind) {
    case 'image':
      if (!isImage(type)) return uploadMessages.image;
      return tooLarge ? uploadMessages.tooLarge : null;
    case 'pdf':
      return type === 'pdf' && !tooLarge ? null : uploadMessages.pdf;
    case 'pdf-or-image':
      if (type !== 'pdf' && !isImage(type)) return uploadMessages.pdfOrImage;
      return tooLarge ? uploadMessages.tooLarge : null;
  }
};
