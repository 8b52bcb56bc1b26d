export { createSandbox, PASS_TIME_PATH } from './create-sandbox';
export type {
  Sandbox,
  SandboxApp,
  SandboxOptions,
  SandboxRequest,
  SandboxResponse,
} from './create-sandbox';
export { createNodeHandler, SANDBOX_PREFIX, sandboxFrame } from './create-node-handler';
export type { NodeHandlerOptions } from './create-node-handler';
export { listenSandbox, loadState, saveState } from './listen-sandbox';
export type { ListenSandboxOptions, ListeningSandbox } from './listen-sandbox';
export { createState, stateFromJson, stateToJson } from './sandbox-state';
export type { SandboxShipment, SandboxState } from './sandbox-state';
export { JOURNEYS } from './journeys';
export type { Journey, JourneyStep } from './journeys';
export { SANDBOX_SERVICES, FEATURE_PRICES_SEN } from './services';
export type { SandboxService } from './services';
export { PAGE_SIZES } from './label-pdf';
