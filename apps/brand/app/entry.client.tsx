// The browser entry, shared by both apps (see the shell's entry-client).
import { hydrateSite } from '@nyiur/shell/entry-client';

void hydrateSite();
