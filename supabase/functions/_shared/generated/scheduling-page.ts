// Generated from `schedulingUrl` in industries/site.yaml by `npm run generate`; edit site.yaml, not this file.
// The functions cannot read site.yaml once deployed; the production build refuses a copy that differs.
export const SCHEDULING_PAGE_URL = 'https://cal.com/harbourline/consultation';
