/**
 * Where a phone call's rating goes (the post-call panel's `postOverallFeedback` origin). A browser call
 * learns it from its signed link (prepareStart.ts); a phone call has none. With a Supabase project
 * configured, the calls are ElevenLabs' own: the SDK's default API origin (`HTTPS_API_ORIGIN` in
 * @elevenlabs/client's postOverallFeedback). Without one, the local simulator answers on the site's own
 * origin, as it does for the signed links it issues (scripts/local-stack/web-server/local-services.ts).
 */
export function phoneCallApiOrigin(): string {
  return import.meta.env.VITE_SUPABASE_URL ? 'https://api.elevenlabs.io' : window.location.origin;
}
