import { z } from 'zod';
import { DemoFileSchema, IndustrySchema } from '../../schemas/industry.ts';
import { PageSchema } from '../../schemas/page.ts';
import { SiteSchema } from '../../schemas/site.ts';

/** The JSON Schema files editors read (via the `# yaml-language-server: $schema=` line), by file name. */
export const JSON_SCHEMAS = {
  'industry.schema.json': IndustrySchema,
  'demo.schema.json': DemoFileSchema,
  'page.schema.json': PageSchema,
  'site.schema.json': SiteSchema,
} as const;

/** One JSON Schema as the text written to disk: input shape (defaults make keys optional for authors). */
export function jsonSchemaText(schema: z.ZodType): string {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any', target: 'draft-07' });
  return `${JSON.stringify(json, null, 2)}\n`;
}
