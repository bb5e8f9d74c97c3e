// Edge function entry: all logic lives in ../_shared/email/drain-email-outbox.ts.
import { drainEmailOutboxDepsFromEnv } from '../_shared/deps-from-env.ts';
import { handleDrainEmailOutbox } from '../_shared/email/drain-email-outbox.ts';

const deps = drainEmailOutboxDepsFromEnv((name) => Deno.env.get(name));

Deno.serve((req) => handleDrainEmailOutbox(req, deps));
