import { inboxKeyOf } from '@nyiur/domain';

/** The inbox an address reaches, for counting mail per recipient: the shop's one e-mail normaliser. */
export const recipientKeyOf = inboxKeyOf;
