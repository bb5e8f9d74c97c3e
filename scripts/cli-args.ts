// One way for every command of the README's table to read its flags: `--help` prints the usage and exits 0,
// a flag it does not know prints one line and the usage and exits 2, never Node's stack trace
// (ERR_PARSE_ARGS_UNKNOWN_OPTION, which tells someone typing `npm run leads -- --help` nothing).
import { parseArgs, type ParseArgsConfig } from 'node:util';

type Options = NonNullable<ParseArgsConfig['options']>;

/** node:util parseArgs, strict, with --help and friendly refusals. */
export function parseCli<const T extends Options>(
  usage: string,
  options: T,
  { argv = process.argv.slice(2), positionals = false }: { argv?: string[]; positionals?: boolean } = {},
) {
  if (argv.includes('--help') || argv.includes('-h')) {
    console.log(usage);
    process.exit(0);
  }
  try {
    return parseArgs({ args: argv, options, strict: true, allowPositionals: positionals });
  } catch (error) {
    // Node's message is one readable line ("Unknown option '--x'. To specify a positional …"); keep its first sentence.
    const message = error instanceof Error ? error.message.split('. ')[0]!.replace(/\.$/, '') : String(error);
    console.error(`${message}.\n\n${usage}`);
    return process.exit(2);
  }
}
