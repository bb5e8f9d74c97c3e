-- CRM events hold personal data (the stored lead, or the erased address), so they live no longer than needed:
--   * a lead's events go when the lead goes (retention's delete_expired_leads, the voice session retention job,
--     an erasure): triggers on the lead tables delete the events keyed to it, with their deliveries;
--   * a lead.forgotten event goes once every destination has it (public.crm_record_attempt's caller, below).
-- splinter, read by hand: 0011 search_path = ''; trigger functions return trigger (not callable as RPC); they run
-- as their owner because the service role cannot see the private schema, and touch only the rows keyed to OLD.

create or replace function private.delete_lead_crm_events()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  -- As jsonb: the two tables' rows have different columns, and plpgsql resolves every field it names.
  v_row jsonb := pg_catalog.to_jsonb(old);
begin
  delete from public.crm_events
    where lead_key = case tg_table_name
      when 'voice_sessions' then 'voice_session:' || (v_row ->> 'conversation_id')
      else case v_row ->> 'source' when 'contact' then 'contact:' else 'demo_request:' end || (v_row ->> 'id')
    end;
  return old;
end;
$$;
revoke all on function private.delete_lead_crm_events() from public;

create trigger demo_requests_delete_crm_events
  after delete on public.demo_requests
  for each row execute function private.delete_lead_crm_events();
create trigger voice_sessions_delete_crm_events
  after delete on public.voice_sessions
  for each row execute function private.delete_lead_crm_events();

-- A delivered erasure keeps no address: once no delivery of a lead.forgotten event is pending, it is deleted.
create or replace function private.crm_forget_delivered_erasure()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.status in ('sent', 'skipped', 'failed')
     and exists (select 1 from public.crm_events as e where e.id = new.event_id and e.type = 'lead.forgotten')
     and not exists (select 1 from public.crm_deliveries as x where x.event_id = new.event_id and x.status = 'pending') then
    delete from public.crm_events where id = new.event_id;
  end if;
  return new;
end;
$$;
revoke all on function private.crm_forget_delivered_erasure() from public;

create trigger crm_deliveries_forget_delivered_erasure
  after update of status on public.crm_deliveries
  for each row execute function private.crm_forget_delivered_erasure();
