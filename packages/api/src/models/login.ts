import { z } from '../zod';
import { baseMeta } from '../envelope';

/** The login response's data (spec §3), answered by sign-in, token refresh and registration. */
export const loginData = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  email: z.string(),
  current_organization_id: z.number().int().nullable(),
  role_list: z.array(z.string()),
  photo_url: z.string().nullable(),
  organization_name: z.string().nullable(),
  is_superadmin: z.boolean(),
  access_token: z.string().min(1),
  /** Seconds until the access token expires. */
  expires_in: z.number().int().positive(),
  refresh_token: z.string().min(1),
});
export type LoginData = z.output<typeof loginData>;

/** The login response's meta: the access token to store. */
export const loginMeta = baseMeta.extend({ access_token: z.string().min(1) });
export type LoginMeta = z.output<typeof loginMeta>;
