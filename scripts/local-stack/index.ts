/**
 * What the other folders of scripts/ use of the local stack: the backend (PGlite, PostgREST, the edge
 * functions), the site server that mounts it beside the voice simulator, and the local keys. Only this file
 * is imported from outside scripts/local-stack/ (.dependency-cruiser.js), so its inside can move freely.
 */
import { CALCOM_API_PREFIX } from '@harbourline/calcom-simulator';
import { ELEVENLABS_API_PREFIX } from '@harbourline/voice-simulator';

export { ADMIN_CRM_PATH, ADMIN_LEADS_PATH, ADMIN_SESSIONS_PATH, createLocalBackend } from './supabase/index.ts';
export { LOCAL_CRM_WEBHOOK_SECRET, LOCAL_HUBSPOT_TOKEN } from './supabase/crm-drain.ts';
export { LOCAL_BOOKING_SECRET, LOCAL_CALCOM_API_KEY, LOCAL_WEBHOOK_SECRET } from './supabase/backend-options.ts';
export { dataDirOwner } from './supabase/data-dir-lock.ts';
export { openLocalDatabase, runAs } from './supabase/database.ts';
export { functionNames } from './supabase/deployed.ts';
export { readFunctionBlocks, verifiesJwt } from './supabase/functions-config.ts';
export { LOCAL_PUBLISHABLE_KEY, LOCAL_SECRET_KEY } from './supabase/keys.ts';
export { TEST_CLIENT_HEADER } from './supabase/client-address-emulation.ts';
export { createCrmStandIns } from './web-server/crm-stand-ins.ts';
export { createLocalServices } from './web-server/local-services.ts';
export { freePort, waitForServer } from './web-server/ports.ts';
export { startSiteServer, type Mount, type SiteServer } from './web-server/site-server.ts';

/** The local ElevenLabs API that a server of the local stack at `serverUrl` serves (npm start prints it). */
export const localElevenLabsApiUrl = (serverUrl: string) => `${serverUrl.replace(/\/$/, '')}${ELEVENLABS_API_PREFIX}`;

/** The local Cal.com API (the stand-in calendar) that a server of the local stack at `serverUrl` serves. */
export const localCalcomApiUrl = (serverUrl: string) => `${serverUrl.replace(/\/$/, '')}${CALCOM_API_PREFIX}`;
