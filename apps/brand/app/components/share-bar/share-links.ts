/** Share-dialog URLs of the networks on the article share bar. */
export interface ShareLinks {
  readonly facebook: string;
  readonly whatsapp: string;
  readonly linkedin: string;
}

export function shareLinks(url: string, title: string): ShareLinks {
  const encodedUrl = encodeURIComponent(url);
  return {
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${encodedUrl}`,
    whatsapp: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`,
    linkedin: `https://www.linkedin.com/sharing/share-offsite/?url=${encodedUrl}`,
  };
}

/** Why a copy failed, in words for the toast after "Failed to copy text". */
export function copyFailureReason(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string') return error;
  return 'the clipboard is not available';
}
