export { createSandbox } from './create-sandbox';
export type {
  Sandbox,
  SandboxEvent,
  SandboxOptions,
  SandboxRequest,
  SandboxResponse,
} from './create-sandbox';
export type { RegisteredCallbacks } from './check-entry-request';
export { createNodeHandler, sandboxFrame } from './create-node-handler';
export { listenSandbox } from './listen-sandbox';
export type { ListeningSandbox } from './listen-sandbox';
export type { NodeHandlerOptions } from './create-node-handler';
export { PAYMENT_METHODS, findPaymentMethod } from './payment-methods';
export type { PaymentMethod, PaymentMethodGroup } from './payment-methods';
export type { SandboxTransaction, TransactionState, BackendAttempt } from './transaction-store';
export { SANDBOX_CSS, AUTOSUBMIT_JS } from './assets';
