// The official Supabase client, behind a dynamic import of this module so its chunk has a name of
// its own (assets/supabaseClient-<hash>.js): the loading tests and the byte bench can see when it loads.
export { createClient } from '@supabase/supabase-js';
