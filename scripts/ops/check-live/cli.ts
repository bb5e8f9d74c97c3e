// Checks a deployed site end to end and prints what holds; exits 1 when anything failed. DEPLOY.md
// explains each row. `npm run check:live -- --site https://www.example.com`
import { parseCli } from '../../cli-args.ts';
import { FLAGS, USAGE } from './flags.ts';

// parseCli answers --help and refuses malformed flags; optionsFrom reads what they mean (the required ones,
// the environment's defaults). The rest is imported after, so `--help` loads nothing else.
parseCli(USAGE, FLAGS);
const { optionsFrom } = await import('./options.ts');
const { failed, formatReport } = await import('./report.ts');
const { runChecks } = await import('./run.ts');
let options;
try {
  options = optionsFrom(process.argv.slice(2));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(2);
}
const functionsAt = options.supabaseUrl === options.site ? 'the same origin' : options.supabaseUrl;
console.log(
  `check:live ${options.site}  (functions: ${functionsAt}; agents: ${options.agentsApi ? 'checked' : 'not checked'})\n`,
);
const rows = await runChecks(options);
console.log(formatReport(rows));
const failures = failed(rows);
if (failures.length > 0) {
  console.error(`\n${failures.length} check${failures.length === 1 ? '' : 's'} failed:`);
  for (const failure of failures) console.error(`  ${failure.check} ${failure.target}: ${failure.detail}`);
  process.exit(1);
}
