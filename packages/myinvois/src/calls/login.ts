import { z } from 'zod';

/** Login as Taxpayer System: OAuth 2.0 client credentials, on the identity service. */
export const LOGIN_PATH = '/connect/token';

export const loginRequestSchema = z.object({
  client_id: z.string().min(1),
  client_secret: z.string().min(1),
  grant_type: z.literal('client_credentials'),
  scope: z.string().optional(),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const loginResponseSchema = z.object({
  access_token: z.string().min(1),
  token_type: z.string(),
  expires_in: z.number().int().positive(),
  scope: z.string().optional(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** 400 answer of the identity service (RFC 6749 section 5.2). */
export const loginErrorSchema = z.object({
  error: z.enum([
    'invalid_request',
    'invalid_client',
    'invalid_grant',
    'unauthorized_client',
    'unsupported_grant_type',
    'invalid_scope',
  ]),
  error_description: z.string().optional(),
});
export type LoginError = z.infer<typeof loginErrorSchema>;
