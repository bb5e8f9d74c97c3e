-- Per-message recipients for the e-mail outbox: voice session notifications go to the team the flow's
-- YAML names (site.yaml leads.notify: sales or hiring). Null keeps the sender's default addresses
-- (LEAD_NOTIFY_TO), so the existing demo and contact notifications are unchanged.
alter table public.email_outbox
  add column recipients text[],
  add constraint email_outbox_recipients_count check (
    recipients is null or cardinality(recipients) between 1 and 20
  );
