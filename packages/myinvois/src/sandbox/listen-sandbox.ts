import { listenOnLoopback } from '@nyiur/sandbox-http';
import { createNodeHandler } from './create-node-handler';
import { createSandbox } from './create-sandbox';
import type { Sandbox, SandboxOptions } from './create-sandbox';

/** A sandbox on its own loopback port, outside any shop, as LHDN's service is. */
export interface ListeningSandbox {
  readonly sandbox: Sandbox;
  /** The API base URL for the client (token and API calls below it). */
  readonly apiBaseUrl: string;
  /** The portal base URL of validation links. */
  readonly portalBaseUrl: string;
  close(): Promise<void>;
}

export async function listenSandbox(options: SandboxOptions): Promise<ListeningSandbox> {
  const sandbox = createSandbox(options);
  const server = await listenOnLoopback(createNodeHandler(sandbox));
  const base = `${server.origin}/sandbox/myinvois`;
  return {
    sandbox,
    apiBaseUrl: base,
    portalBaseUrl: base,
    close: () => server.close(),
  };
}
