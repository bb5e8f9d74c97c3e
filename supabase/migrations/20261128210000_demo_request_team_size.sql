-- Book a Demo asks how large the visitor's team is (optional).
alter table public.demo_requests
  add column team_size text,
  add constraint demo_requests_team_size_length check (char_length(team_size) <= 50);
