/**
 * Name of the spam-trap input the functions check (supabase/functions/_shared/honeypot.ts): people
 * never see it, bots that fill every field do. A unit test keeps the two names equal.
 */
export const HONEYPOT_FIELD = 'company_website_confirm';
