import { contactCreate, freeSampleRegistration, ok } from '@nyiur/api';
import { messages } from '@nyiur/domain';
import type { FastifyInstance } from 'fastify';
import { publicCall } from '../http/call-route';
import { sensitiveRateLimit } from '../http/security';
import { createContact } from './create-contact';
import { registerFreeSample } from './register-free-sample';

/** Contact and affiliate enquiries, the newsletter and free-sample sign-ups. */
export async function leadRoutes(app: FastifyInstance): Promise<void> {
  const limited = (action: string) => sensitiveRateLimit(app.ctx.config, action);

  publicCall(
    app,
    contactCreate,
    async ({ input, ctx }) => {
      const contact = await createContact(ctx, input);
      const message =
        input.contact_type === 'subscriber'
          ? messages.success.newsletter
          : messages.success.feedback;
      return ok(contact, message);
    },
    { rateLimit: limited('contact') },
  );

  publicCall(
    app,
    freeSampleRegistration,
    async ({ input, ctx }) => {
      const { id, claimToken } = await registerFreeSample(ctx, input);
      return ok(id, 'Free sample registered', { claim_token: claimToken });
    },
    { rateLimit: limited('free-sample') },
  );
}
