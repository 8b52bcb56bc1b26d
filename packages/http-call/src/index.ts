export { callJson, unreachable } from './call-json';
export type { AnswerSchema, BadAnswer, HttpCall, JsonCallResult, Unreachable } from './call-json';
