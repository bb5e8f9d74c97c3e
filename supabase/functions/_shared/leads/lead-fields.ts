// The lead forms' field rules: names, which are required, maximum lengths, the spam trap's name.
//
// One module for both sides so they can never disagree: the edge functions build their zod schemas
// from it (lead-schemas.ts) and the browser forms import it (src/features/contact, book-demo) for
// their required rules and `maxLength` attributes. Plain data whose only import is the import-free column
// map, so Deno, Node and the browser bundle load it as is, and zod stays out of the browser. Measured
// (esbuild --bundle --minify, zod 4.6.7, the forms' two field sets): the rules alone are 560 B (225 B gzip); the same rules as a
// zod schema add 454,653 B (92,607 B gzip), and as zod/mini 16,279 B (5,639 B gzip), on pages whose
// whole entry is about 145 kB.
// Lengths mirror the check constraints in supabase/migrations/*_demo_requests.sql; the rules themselves
// live in the lead-column map (lead-columns.ts), with where each field is stored and shown.
import {
  CONTACT_COLUMNS,
  DEMO_REQUEST_COLUMNS,
  type ContactField,
  type DemoRequestField,
  type FieldRule,
  type FormInput,
} from './lead-columns.ts';

export {
  FIELD_LIMITS,
  type ContactField,
  type DemoRequestField,
  type FieldRule,
  type FormInput,
} from './lead-columns.ts';

/**
 * Name of the spam-trap input: people never see it, bots that fill in every field do. Looks like a
 * real field on purpose; never show it to people.
 */
export const HONEYPOT_FIELD = 'company_website_confirm';

/** Body of send-demo-request, sent by the Book a Demo modal (SPEC §3, §5). */
export const DEMO_REQUEST_FIELDS: { readonly [Field in DemoRequestField]: FieldRule & { form: FormInput } } =
  DEMO_REQUEST_COLUMNS;

/** The contact page's form: stored as a demo_requests row, then the body of send-lead-notification. */
export const CONTACT_FIELDS: { readonly [Field in ContactField]: FieldRule } = CONTACT_COLUMNS;

/** The values of a form with these fields, as sent: one trimmed string per field. */
export type FieldValues<Fields> = { [Field in keyof Fields]: string };

/**
 * The site's own language (industries/site.yaml `sourceLocale`): its pages send no `locale` with a lead,
 * so their request bodies stay the SPEC's, and the lead stores this one. Repeated as the columns' default
 * in supabase/migrations/20261127140000_lead_locale.sql: change both together.
 */
export const SOURCE_LOCALE = 'en';

/** RFC 5646 §4.4.1: "35 characters" holds any language tag a registry-conforming producer writes. */
export const LOCALE_MAX_LENGTH = 35;

/**
 * A language, then subtags of 1 to 8 letters or digits (`es`, `de-AT`, `zh-Hans-CN`): the shape the
 * locale columns' check constraint accepts (migration 20261127140000).
 */
const LOCALE_SHAPE = /^[A-Za-z]{2,3}(?:-[A-Za-z0-9]{1,8})*$/;

/**
 * A well-formed BCP 47 language tag of at most LOCALE_MAX_LENGTH characters. The platform's own
 * `Intl.getCanonicalLocales` judges the subtags (it throws a RangeError on `en-a` or a repeated variant),
 * so no hand-written grammar of RFC 5646 is needed here.
 */
export function isLeadLocale(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > LOCALE_MAX_LENGTH || !LOCALE_SHAPE.test(value)) return false;
  try {
    return LOCALE_SHAPE.test(Intl.getCanonicalLocales(value)[0] ?? '');
  } catch {
    return false;
  }
}
