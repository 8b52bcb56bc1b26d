export { createNodeHandler } from './create-node-handler';
export type {
  FrameAnswer,
  FrameHandler,
  FrameRequest,
  NodeHandlerOptions,
} from './create-node-handler';
export { listenOnLoopback } from './listen-loopback';
export type { ListenOptions, LoopbackServer } from './listen-loopback';
