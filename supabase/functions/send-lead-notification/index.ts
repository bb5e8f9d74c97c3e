// Edge function entry: all logic lives in ../_shared/leads/send-lead-notification.ts (shared with the local backend).
import { leadNotificationDepsFromEnv } from '../_shared/deps-from-env.ts';
import { handleSendLeadNotification } from '../_shared/leads/send-lead-notification.ts';

const deps = leadNotificationDepsFromEnv((name) => Deno.env.get(name));

Deno.serve((req) => handleSendLeadNotification(req, deps));
