/**
 * Cal.com's API v2 contract, as far as the site uses it: the operations and schemas vendored from Cal.com's
 * OpenAPI document (contract/calcom-api-v2.json names the commit), turned into zod with `z.fromJSONSchema`
 * so a request or answer the document does not allow fails here as it would against the service.
 */
import { z } from 'zod';
import document from './contract/calcom-api-v2.json' with { type: 'json' };

export type OperationName = keyof typeof document.operations;

export interface Operation {
  method: 'GET' | 'POST';
  path: string;
  /** The `cal-api-version` header the operation's page requires. */
  calApiVersion: string;
  /** Whether the operation needs `Authorization: Bearer cal_…`. */
  auth: 'required' | 'optional';
  query?: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType;
}

const defs = document.$defs as Record<string, unknown>;
const schemaOf = (ref: { $ref: string } | undefined) =>
  ref === undefined ? undefined : z.fromJSONSchema({ ...ref, $defs: defs } as Parameters<typeof z.fromJSONSchema>[0]);

export const OPERATIONS = Object.fromEntries(
  Object.entries(document.operations).map(([name, op]) => {
    const raw = op as { method: string; path: string; calApiVersion: string; auth: string } & Record<string, unknown>;
    const operation: Operation = {
      method: raw.method as Operation['method'],
      path: raw.path,
      calApiVersion: raw.calApiVersion,
      auth: raw.auth as Operation['auth'],
      response: schemaOf(raw.response as { $ref: string })!,
    };
    const query = schemaOf(raw.query as { $ref: string } | undefined);
    const body = schemaOf(raw.body as { $ref: string } | undefined);
    return [name, { ...operation, ...(query ? { query } : {}), ...(body ? { body } : {}) }];
  }),
) as Record<OperationName, Operation>;

/** The vendored document's source (repository, path, commit). */
export const CONTRACT_SOURCE = document.source;

/** The languages `attendee.language` accepts (BookingLanguage). */
export const BOOKING_LANGUAGES: readonly string[] = (defs.BookingLanguage as { enum: string[] }).enum;

/** zod's issues as Cal.com's ValidationPipe words them: one line per field. */
export function describeIssues(error: z.ZodError): string {
  return error.issues
    .map((issue) => {
      const at = issue.path.join('.');
      if (issue.code === 'unrecognized_keys') {
        return issue.keys.map((key) => `property ${at ? `${at}.` : ''}${key} should not exist`).join(', ');
      }
      return `${at || 'body'}: ${issue.message}`;
    })
    .join(', ');
}
