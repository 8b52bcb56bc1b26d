import { unreachable } from '@nyiur/http-call';
import type { CallResult } from './call-failure';

export type LabelAnswer =
  { ready: false } | { ready: true; awbNumber: string; url: string; pdf: Uint8Array };

/** Downloads an airway bill; a 404 means the courier has not given it yet. */
export async function fetchLabel(
  doFetch: typeof fetch,
  timeoutMs: number,
  awbNumber: string,
  url: URL,
): Promise<CallResult<LabelAnswer>> {
  try {
    const response = await doFetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    if (response.status === 404) return { ok: true, value: { ready: false } };
    if (!response.ok) {
      return { ok: false, failure: { kind: 'unavailable', status: response.status } };
    }
    const pdf = new Uint8Array(await response.arrayBuffer());
    if (Buffer.from(pdf.subarray(0, 5)).toString('latin1') !== '%PDF-') {
      return {
        ok: false,
        failure: { kind: 'bad-answer', status: response.status, message: 'not a PDF' },
      };
    }
    return { ok: true, value: { ready: true, awbNumber, url: url.toString(), pdf } };
  } catch (error) {
    return { ok: false, failure: unreachable(error) };
  }
}
