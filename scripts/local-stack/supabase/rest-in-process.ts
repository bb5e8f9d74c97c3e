// The local Data API called from this process, as the functions call the hosted one: the _shared/
// PostgREST stores with the service key, admitted by the gateway's key check and answered by the
// emulation, without a socket. The e-mail timer uses it, and so do tests of those stores.
import type { PGlite } from '@electric-sql/pglite';
import type { ServiceRoleConfig } from '../../../supabase/functions/_shared/database/postgrest.ts';
import { restAccess } from './gateway.ts';
import { LOCAL_SECRET_KEY } from './keys.ts';
import { handleRestRequest } from './postgrest.ts';

/** The Data API of `db` as a function's service-role connection (SUPABASE_URL and the secret key). */
export function inProcessServiceRole(db: PGlite): ServiceRoleConfig {
  return {
    supabaseUrl: 'http://local-backend.invalid',
    serviceRoleKey: LOCAL_SECRET_KEY,
    fetch: async (input, init) => {
      const request = new Request(input, init);
      const access = restAccess(request.method, new URL(request.url), request.headers);
      if ('status' in access) return Response.json(access.body, { status: access.status });
      return handleRestRequest(db, request, access.role);
    },
  };
}
