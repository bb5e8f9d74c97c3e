// Edge function entry: all logic lives in ../_shared/leads/send-demo-request.ts (shared with the local backend).
import { demoRequestDepsFromEnv } from '../_shared/deps-from-env.ts';
import { handleSendDemoRequest } from '../_shared/leads/send-demo-request.ts';

const deps = demoRequestDepsFromEnv((name) => Deno.env.get(name));

Deno.serve((req) => handleSendDemoRequest(req, deps));
