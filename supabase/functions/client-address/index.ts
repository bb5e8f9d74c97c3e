// Edge function entry: all logic lives in ../_shared/http/client-address-probe.ts.
import { handleClientAddressProbe } from '../_shared/http/client-address-probe.ts';
import { serviceKeysFromEnv } from '../_shared/database/service-key.ts';

const deps = { serviceKeys: serviceKeysFromEnv((name) => Deno.env.get(name)) };

Deno.serve((req) => handleClientAddressProbe(req, deps));
