/**
 * Runs before each test file of the projects that do not isolate their files (vitest.config.ts):
 * a worker process runs file after file there, so that node_modules (the AWS SDK above all) load
 * once per worker rather than once per file. What one file could leave behind for the next is
 * undone here instead:
 * - the environment: back to what the worker started with (a file may set a variable at its top
 *   and never unset it);
 * - the project's own modules: dropped, so a file imports them anew, after setting its own
 *   environment (the handlers and functions/lib/env.ts read it at module load).
 */
import { vi } from 'vitest';

const key = Symbol.for('teamtodo.workerEnvironment');
const holder = globalThis as { [key]?: Record<string, string | undefined> };
holder[key] ??= { ...process.env };
const initial = holder[key];
for (const name of Object.keys(process.env)) if (!(name in initial)) delete process.env[name];
Object.assign(process.env, initial);

vi.resetModules();
