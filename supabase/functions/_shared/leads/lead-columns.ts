// The one map of a lead's fields: the rule the server enforces, the demo_requests column, how the team's
// e-mail and `npm run leads` show it, a value the scripted checks send. The insert, the select, the sweep,
// the e-mails, the leads table, the CSV and the abuse bodies derive from it, so a new field is one entry
// here plus the form's texts and a migration (lead-columns.test.ts fails when a place misses a column).
// No imports: the browser forms read it through lead-fields.ts, and Deno and Node load it as is.

/** What the server enforces on one text field. */
export interface FieldRule {
  /** Blank after trimming is refused. */
  readonly required: boolean;
  /** Most characters accepted, after trimming. */
  readonly maxLength: number;
  /** Also checked as an e-mail address. */
  readonly email?: true;
  /** Also checked as a phone number (digits and the usual separators). */
  readonly phone?: true;
  /** Long text: may keep tabs and line breaks (other control characters are refused everywhere). */
  readonly multiline?: true;
}

/** How a browser form shows one field (its label and placeholder are the content's). */
export interface FormInput {
  /** The browser's autofill token (HTML "autofill field names"), so it can fill the field in. */
  readonly autoComplete?: string;
  /** The input's type, for the phone's keyboard and the browser's own check; absent, text. */
  readonly type?: 'email' | 'tel';
  /** A keyboard hint without the browser's format check (a website typed without https:// stays valid). */
  readonly inputMode?: 'url';
  /** Half the form's width from the small breakpoint up: the half fields share a grid above the others. */
  readonly half?: true;
  /** Long text: the rows it shows empty and the most it grows to. */
  readonly rows?: readonly [min: number, max: number];
}

/** One form field of a lead and where it goes. */
export interface LeadColumn extends FieldRule {
  /** The demo_requests column (snake_case, as PostgREST and PGlite return rows). */
  readonly column: string;
  /** The label of its line in the team's e-mail, and its heading in the leads table. */
  readonly title: string;
  /** Characters of its cell in the `npm run leads` table; absent for notes, which share one cell. */
  readonly width?: number;
  /** Long text: a paragraph under `title` in the e-mail, joined with the other notes in one table/CSV cell. */
  readonly notes?: true;
  /** What the e-mail says when the field was left blank; absent, the line stays empty after the label. */
  readonly blank?: string;
  /** Stored as null (not '') when left blank. */
  readonly nullWhenBlank?: true;
  /** A value every check accepts, sent by the scripted callers (abuse, bench, tests). */
  readonly sample: string;
  /** How the Book a Demo dialog shows it, which renders its inputs from this map in map order. */
  readonly form?: FormInput;
}

/** Column limits of demo_requests, shared by the fields that land in the same column. */
export const FIELD_LIMITS = {
  name: 200,
  company: 200,
  email: 320,
  phone: 50,
  website: 500,
  longText: 5000,
} as const;

/** Body of send-demo-request, sent by the Book a Demo modal (SPEC §3, §5); the order of the e-mail and the leads table. */
export const DEMO_REQUEST_COLUMNS = {
  name: {
    required: true,
    maxLength: FIELD_LIMITS.name,
    column: 'name',
    title: 'Name',
    width: 22,
    sample: 'Ann Lee',
    form: { autoComplete: 'name', half: true },
  },
  email: {
    required: true,
    maxLength: FIELD_LIMITS.email,
    email: true,
    column: 'email',
    title: 'E-mail',
    width: 28,
    sample: 'ann@example.com',
    form: { autoComplete: 'email', type: 'email', half: true },
  },
  company: {
    required: true,
    maxLength: FIELD_LIMITS.company,
    column: 'company',
    title: 'Company',
    width: 22,
    sample: 'Lee Motors',
    form: { autoComplete: 'organization', half: true },
  },
  phone: {
    required: false,
    maxLength: FIELD_LIMITS.phone,
    phone: true,
    column: 'phone',
    title: 'Phone',
    width: 16,
    blank: '(not given)',
    sample: '',
    form: { autoComplete: 'tel', type: 'tel' },
  },
  website: {
    required: true,
    maxLength: FIELD_LIMITS.website,
    column: 'website',
    title: 'Website',
    width: 24,
    sample: 'https://lee-motors.example',
    form: { autoComplete: 'url', inputMode: 'url', half: true },
  },
  aiHelp: {
    required: true,
    maxLength: FIELD_LIMITS.longText,
    multiline: true,
    column: 'ai_help',
    title: 'How an AI agent would help their business',
    notes: true,
    sample: 'Answer calls',
    form: { rows: [3, 8] },
  },
  additionalNotes: {
    required: false,
    maxLength: FIELD_LIMITS.longText,
    multiline: true,
    column: 'additional_notes',
    title: 'Additional notes',
    notes: true,
    blank: '(none)',
    nullWhenBlank: true,
    sample: '',
    form: { rows: [2, 6] },
  },
} as const satisfies Record<string, LeadColumn>;

export type DemoRequestField = keyof typeof DEMO_REQUEST_COLUMNS;

/** The contact page's form: its fields land in the same table (the browser inserts the row itself). */
export const CONTACT_COLUMNS = {
  name: { required: true, maxLength: FIELD_LIMITS.name, column: 'name', title: 'Name', width: 22, sample: 'Ann Lee' },
  business: {
    required: true,
    maxLength: FIELD_LIMITS.company,
    column: 'company',
    title: 'Business',
    width: 22,
    sample: 'Lee Motors',
  },
  phone: {
    required: true,
    maxLength: FIELD_LIMITS.phone,
    phone: true,
    column: 'phone',
    title: 'Phone',
    width: 16,
    sample: '0400 000 000',
  },
} as const satisfies Record<string, LeadColumn>;

export type ContactField = keyof typeof CONTACT_COLUMNS;

/** Every map entry as a list, in form order. */
export const columnsOf = <Map extends Record<string, LeadColumn>>(map: Map) =>
  Object.entries(map) as Array<[keyof Map & string, LeadColumn]>;

/** A Book a Demo body with every field's sample, `changes` on top: what the scripted callers send. */
export function sampleDemoRequest(changes: Partial<Record<DemoRequestField, string>> = {}) {
  const body = Object.fromEntries(columnsOf(DEMO_REQUEST_COLUMNS).map(([field, entry]) => [field, entry.sample]));
  return { ...(body as Record<DemoRequestField, string>), ...changes };
}

/** The demo_requests columns a contact row fills, from the map's samples, `changes` on top. */
export function sampleContactRow(changes: Record<string, string> = {}) {
  const row = Object.fromEntries(columnsOf(CONTACT_COLUMNS).map(([, entry]) => [entry.column, entry.sample]));
  // The contact form asks no e-mail address; the column's default is '' (the anon insert names it).
  return { ...row, email: '', ...changes } as Record<string, string>;
}

/** The notes a lead wrote, joined for one cell: the map's `notes` fields of a stored row, blank ones left out. */
export function notesOfRow(row: object, separator = ' / '): string {
  const cells = row as Record<string, unknown>;
  return columnsOf(DEMO_REQUEST_COLUMNS)
    .filter(([, entry]) => entry.notes)
    .map(([, entry]) => cells[entry.column])
    .filter((value) => typeof value === 'string' && value !== '')
    .join(separator);
}

/** The map's demo_requests columns; null where the other form leaves one empty or a blank is stored as null. */
export type DemoRequestColumns = {
  [Field in DemoRequestField as (typeof DEMO_REQUEST_COLUMNS)[Field]['column']]: string | null;
};

/** A request's fields as the row's columns; a blank `nullWhenBlank` field is stored as null. */
export function demoRequestColumns(request: Record<DemoRequestField, string>): DemoRequestColumns {
  const entries = columnsOf(DEMO_REQUEST_COLUMNS).map(([field, entry]) => {
    const value = request[field];
    return [entry.column, 'nullWhenBlank' in entry && value === '' ? null : value];
  });
  return Object.fromEntries(entries) as DemoRequestColumns;
}

/** A stored row's columns back as form fields, null as ''. */
export function fieldsOfRow<Map extends Record<string, LeadColumn>>(map: Map, row: object) {
  const cells = row as Record<string, unknown>;
  const entries = columnsOf(map).map(([field, entry]) => [field, String(cells[entry.column] ?? '')]);
  return Object.fromEntries(entries) as Record<keyof Map & string, string>;
}

/** The team's e-mail body for a lead: one line per short field, `middle` next, then each note as a paragraph. */
export function leadEmailLines<Map extends Record<string, LeadColumn>>(
  map: Map,
  values: Readonly<Record<keyof Map & string, string>>,
  middle: readonly string[],
): string[] {
  const shown = (field: keyof Map & string, entry: LeadColumn) => values[field] || entry.blank || '';
  const columns = columnsOf(map);
  const lines = columns.filter(([, entry]) => !entry.notes).map(([f, entry]) => `${entry.title}: ${shown(f, entry)}`);
  const notes = columns
    .filter(([, entry]) => entry.notes)
    .flatMap(([f, entry]) => ['', `${entry.title}:`, shown(f, entry)]);
  return [...lines, ...middle, ...notes];
}
