export { createNodeHandler } from './create-node-handler';
export type {
  FrameAnswer,
  FrameHandler,
  FrameRequest,
  NodeHandlerOptions,
} from './create-node-handler';
export { apiRequestOf, jsonAnswer } from './json-api';
export type { ApiRequest, JsonAnswer } from './json-api';
export { listenOnLoopback } from './listen-loopback';
export type { ListenOptions, LoopbackServer } from './listen-loopback';
