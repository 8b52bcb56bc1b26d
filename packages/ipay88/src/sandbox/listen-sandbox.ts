import { listenOnLoopback } from '@nyiur/sandbox-http';
import { createNodeHandler } from './create-node-handler';
import { createSandbox, type Sandbox, type SandboxOptions } from './create-sandbox';

/** A sandbox gateway on its own port, outside any shop: as the real gateway is. */
export interface ListeningSandbox {
  readonly sandbox: Sandbox;
  /** Where the browser posts a payment request. */
  readonly entryUrl: string;
  /** Where the shop asks about a payment. */
  readonly requeryUrl: string;
  close(): Promise<void>;
}

/** Starts a sandbox on a free loopback port. */
export async function listenSandbox(options: SandboxOptions): Promise<ListeningSandbox> {
  const sandbox = createSandbox(options);
  const server = await listenOnLoopback(createNodeHandler(sandbox));
  const base = `${server.origin}/sandbox/ipay88/epayment/`;
  return {
    sandbox,
    entryUrl: `${base}entry.asp`,
    requeryUrl: `${base}enquiry.asp`,
    close: () => server.close(),
  };
}
