import { Writable } from 'node:stream';

/** A log stream for a test app (`deps: { logger: { level, stream } }`) and the lines it took. */
export function capturedLog(): { readonly stream: Writable; readonly lines: string[] } {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { stream, lines };
}
