import { pino, type DestinationStream, type Logger } from 'pino';
import type { LogLevel } from './config';

export type { Logger };

/**
 * What is kept of an error in a log line: its kind, message, code and stack. Never `detail`,
 * `parameters` or other fields a driver attaches, which may quote request data.
 */
function errorFields(error: unknown) {
  if (!(error instanceof Error)) return { message: String(error) };
  const code = (error as { code?: unknown }).code;
  return {
    type: error.name,
    message: error.message,
    ...(typeof code === 'string' || typeof code === 'number' ? { code } : {}),
    stack: error.stack,
  };
}

/**
 * One JSON object per line on stdout (or `destination`). Request lines and unexpected errors
 * carry the request id (`reqId`). Nothing logs headers or bodies; the redaction below is a second
 * line of defence should a field with one of those names ever be logged by mistake.
 */
export function createLogger(level: LogLevel, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      base: { service: 'ledgerline', pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      serializers: { err: errorFields },
      redact: {
        paths: [
          'authorization',
          'token',
          'body',
          'headers',
          '*.authorization',
          '*.token',
          '*.body',
          '*.headers',
        ],
        censor: '[redacted]',
      },
    },
    destination ?? pino.destination({ dest: 1, sync: true }),
  );
}

/** A logger that writes nothing, for tests that start servers in-process. */
export const silentLogger: Logger = pino({ level: 'silent' });
