-- Leads from two places:
--   * the contact page inserts straight from the browser with the anon key (source 'contact');
--   * the Book a Demo modal goes through the send-demo-request edge function, which inserts
--     with the service role (source 'demo_modal').
-- Visitors can add rows but never read, change or delete them: a lead list is personal data.

create table public.demo_requests (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  name text not null,
  -- Empty for contact requests: the contact form does not ask for an e-mail address.
  email text not null default '',
  company text not null,
  phone text not null default '',
  website text,
  ai_help text,
  additional_notes text,
  source text not null default 'contact',

  -- Limits match the zod schemas in supabase/functions/_shared/leads/lead-schemas.ts, so anything the
  -- functions accept is also accepted here; these also bound what the browser can insert directly.
  constraint demo_requests_name_length check (btrim(name) <> '' and char_length(name) <= 200),
  constraint demo_requests_company_length check (btrim(company) <> '' and char_length(company) <= 200),
  constraint demo_requests_phone_length check (char_length(phone) <= 50),
  constraint demo_requests_email_shape check (
    char_length(email) <= 320 and (email = '' or email ~* '^[^@\s]+@[^@\s]+\.[^@\s]+$')
  ),
  constraint demo_requests_website_length check (char_length(website) <= 500),
  constraint demo_requests_ai_help_length check (char_length(ai_help) <= 5000),
  constraint demo_requests_additional_notes_length check (char_length(additional_notes) <= 5000),
  constraint demo_requests_source_known check (source in ('contact', 'demo_modal'))
);

comment on table public.demo_requests is
  'Contact and Book a Demo requests. Browser (anon) may insert contact rows only; read with the service role.';

alter table public.demo_requests enable row level security;

-- Supabase's default privileges give anon and authenticated everything on new tables; start from nothing.
revoke all on table public.demo_requests from anon, authenticated;

-- Only the columns the contact form sends, so the browser cannot pick id, created_at or source,
-- nor fill the modal-only fields. No SELECT grant: supabase-js inserts without .select() send
-- Prefer: return=minimal, which needs no read access.
grant insert (name, email, company, phone) on table public.demo_requests to anon;

-- The edge functions and the marketers' tooling use the service role, which bypasses RLS.
grant all on table public.demo_requests to service_role;

create policy "Visitors can submit contact requests"
  on public.demo_requests
  for insert
  to anon
  with check (source = 'contact');
