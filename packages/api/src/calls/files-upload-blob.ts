import { z } from '../zod';
import { defineCall } from '../define-call';
import { baseMeta } from '../envelope';
import { contractMessages } from '../models/contract-messages';
import { flag } from '../models/primitives';

export const path = '/files/upload-blob';
export const method = 'POST';

/** The text fields of the multipart upload: which kind of file is allowed, and whether to check it. */
export const uploadFields = z.object({
  allowed_filetypes: z
    .enum(['image', 'pdf', 'pdf-or-image'], { error: contractMessages.uploadKind })
    .optional(),
  to_validate: flag().optional(),
});

/**
 * Multipart: `file` plus the text fields. The server checks type and size on the bytes (spec §5)
 * and answers the spec's upload messages.
 */
export const request = uploadFields.extend({
  file: z.file({ error: contractMessages.file }),
});

export const response = z.object({
  id: z.number().int().positive(),
  url: z.string(),
  name: z.string(),
  type: z.enum(['jpg', 'png', 'pdf']).nullable(),
  size: z.number().int().nonnegative(),
});

export type FilesUploadBlobInput = z.input<typeof request>;
export type FilesUploadBlobRequest = z.output<typeof request>;
export type FilesUploadBlobResponse = z.output<typeof response>;
export type UploadFields = z.output<typeof uploadFields>;

export const filesUploadBlob = defineCall({
  path,
  method,
  summary: 'Upload a file (JPG, PNG or PDF up to 10 MB)',
  tag: 'files',
  access: 'public',
  encoding: 'multipart',
  request,
  response,
  meta: baseMeta,
});
