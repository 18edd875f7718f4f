/**
 * What the service's commands share: argument parsing that answers `--help` with the usage and
 * an unknown or malformed option with a one-line message and exit code 2 (never a stack trace),
 * and the address a sign-in link points to.
 */
import { parseArgs, type ParseArgsConfig } from 'node:util';
import type { AppConfig } from '../server/config';

export const EXIT_USAGE = 2;

export function usageError(message: string, usage: string): never {
  process.stderr.write(`${message}\n\n${usage}\n`);
  process.exit(EXIT_USAGE);
}

/** The parsed options; prints `usage` and exits 0 on --help, 2 on a bad option. */
export function parseOptions<O extends NonNullable<ParseArgsConfig['options']>>(
  options: O,
  usage: string,
  args: string[] = process.argv.slice(2),
) {
  let parsed: ReturnType<typeof parseArgs<{ options: O }>> | undefined;
  try {
    parsed = parseArgs({
      args,
      options: { ...options, help: { type: 'boolean', short: 'h', default: false } },
      strict: true,
      allowPositionals: false,
    });
  } catch (error) {
    usageError((error as Error).message, usage);
  }
  if ((parsed.values as { help?: boolean }).help) {
    process.stdout.write(`${usage}\n`);
    process.exit(0);
  }
  return parsed.values;
}

/**
 * Where a browser reaches the service: PUBLIC_URL, or HOST and PORT (or the port it was given,
 * when the service listens on another one than configured, e.g. a port of 0).
 */
export function serviceUrl(config: AppConfig, port: number = config.port): string {
  if (config.publicUrl) return config.publicUrl;
  const wildcard = config.host === '0.0.0.0' || config.host === '::';
  const host = wildcard
    ? '127.0.0.1'
    : config.host.includes(':')
      ? `[${config.host}]`
      : config.host;
  return `http://${host}:${port}`;
}
