import { z } from '../zod';
import { defineShopCall } from './define-shop-call';
import { noData } from '../envelope';
import { contractMessages } from '../models/contract-messages';
import { requiredText } from '../models/primitives';

/** Where a page broke: the app, its path and the error's own message, each kept short. */
export const request = z.object({
  app: z.enum(['brand', 'shop', 'admin'], { error: contractMessages.errorReport }),
  path: requiredText(contractMessages.errorReport, 300),
  message: requiredText(contractMessages.errorReport, 500),
});
export const response = noData;

export type ClientErrorReportInput = z.input<typeof request>;

/**
 * A page's root error boundary reports what broke, so the error reaches the server log instead of
 * staying in one shopper's browser. It stores nothing and answers the same to everyone.
 */
export const clientErrorReport = defineShopCall({
  path: '/client-errors',
  summary: 'Report an error a page could not recover from, for the server log',
  tag: 'health',
  access: 'public',
  request,
  response,
});
