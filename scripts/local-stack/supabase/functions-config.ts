// What `supabase functions deploy` reads from supabase/config.toml: per function, whether the platform
// checks a JWT before the function runs. The CLI's rule (supabase/cli, internal/functions/deploy/deploy.go,
// GetFunctionConfig, and pkg/config/config.go): a function without a [functions.<name>] block, or a block
// without verify_jwt, is deployed with verify_jwt = true.
import { readFileSync } from 'node:fs';

export interface FunctionConfig {
  /** The `verify_jwt` line as written; undefined when the block has none (or there is no block). */
  verifyJwtLine: boolean | undefined;
  /** What the platform enforces: the line's value, else true. */
  verifyJwt: boolean;
  /** 1-based line of the block's header, for messages; 0 without a block. */
  line: number;
}

export const CONFIG_TOML = 'supabase/config.toml';

/**
 * The [functions.<name>] blocks of a config.toml. Only what the gateway needs is read: section headers
 * and `verify_jwt = true|false`. Anything else is left to the Supabase CLI.
 */
export function parseFunctionBlocks(text: string): Map<string, FunctionConfig> {
  const blocks = new Map<string, FunctionConfig>();
  let current: FunctionConfig | null = null;
  for (const [index, raw] of text.split(/\r?\n/).entries()) {
    const line = raw.replace(/\s+#.*$/, '').trim();
    if (line === '' || line.startsWith('#')) continue;
    const section = /^\[\s*([^\]]+?)\s*\]$/.exec(line);
    if (section) {
      const name = /^functions\.("?)([A-Za-z0-9_-]+)\1$/.exec(section[1]!)?.[2];
      current = name ? { verifyJwtLine: undefined, verifyJwt: true, line: index + 1 } : null;
      if (name && current) blocks.set(name, current);
      continue;
    }
    const setting = /^verify_jwt\s*=\s*(true|false)$/.exec(line);
    if (current && setting) {
      current.verifyJwtLine = setting[1] === 'true';
      current.verifyJwt = current.verifyJwtLine;
    }
  }
  return blocks;
}

/** Whether the platform checks a JWT for `name`: true unless its block says verify_jwt = false. */
export function verifiesJwt(blocks: ReadonlyMap<string, FunctionConfig>, name: string): boolean {
  return blocks.get(name)?.verifyJwt ?? true;
}

export function readFunctionBlocks(file = CONFIG_TOML): Map<string, FunctionConfig> {
  return parseFunctionBlocks(readFileSync(file, 'utf8'));
}
