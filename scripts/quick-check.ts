// Temporary single-file check used while the full validator is being written.
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { DemoFileSchema, IndustrySchema } from '../schemas/industry.ts';
import { PageSchema } from '../schemas/page.ts';
import { SiteSchema } from '../schemas/site.ts';

for (const file of process.argv.slice(2)) {
  const schema = file.includes('/demos/')
    ? DemoFileSchema
    : file.includes('/pages/')
      ? PageSchema
      : file.endsWith('site.yaml')
        ? SiteSchema
        : IndustrySchema;
  const result = schema.safeParse(parse(readFileSync(file, 'utf8')));
  if (result.success) console.log(`${file}: OK`);
  else for (const issue of result.error.issues) console.log(`${file}: ${issue.path.join('.')}: ${issue.message}`);
}
