export { createSandbox } from './create-sandbox';
export type { Sandbox, SandboxClient, SandboxDown, SandboxOptions } from './create-sandbox';
export type { SandboxRequest, SandboxResponse } from './sandbox-response';
export type { SandboxDocument } from './sandbox-register';
export { DUPLICATE_WINDOW_MS } from './accept-submission';
export { createNodeHandler } from './create-node-handler';
export type { NodeHandlerOptions } from './create-node-handler';
export { listenSandbox } from './listen-sandbox';
export type { ListeningSandbox } from './listen-sandbox';
