/**
 * Structured JSON logs, one line per event, each with the request id and route of the request.
 * LOG_LEVEL (debug, info, warn, error, silent) filters them.
 */
import { env } from './env';

const levels = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 } as const;
type Level = Exclude<keyof typeof levels, 'silent'>;

const threshold = levels[env.logLevel as keyof typeof levels] ?? levels.info;

export interface Logger {
  debug(message: string, fields?: Record<string, unknown>): void;
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
  /** This logger with `fields` added to every line (the visitor's address, then who is signed in). */
  with(fields: Record<string, unknown>): Logger;
}

/** Errors become plain objects (name, message, stack) so they survive JSON.stringify. */
function serialise(fields: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields)) {
    out[key] =
      value instanceof Error ? { name: value.name, message: value.message, stack: value.stack } : value;
  }
  return out;
}

export function createLogger(context: Record<string, unknown>): Logger {
  const write = (level: Level, message: string, fields: Record<string, unknown> = {}) => {
    if (levels[level] < threshold) return;
    const line = JSON.stringify({
      level,
      time: new Date().toISOString(),
      message,
      ...context,
      ...serialise(fields),
    });
    if (level === 'error' || level === 'warn') console.error(line);
    else console.log(line);
  };
  return {
    debug: (message, fields) => write('debug', message, fields),
    info: (message, fields) => write('info', message, fields),
    warn: (message, fields) => write('warn', message, fields),
    error: (message, fields) => write('error', message, fields),
    with: (fields) => createLogger({ ...context, ...fields }),
  };
}
