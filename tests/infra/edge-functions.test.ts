/**
 * The CloudFront Functions of infra/edge, run as CloudFront runs them: a plain script defining
 * `handler(event)`, given a viewer-request event.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';

type Headers = Record<string, { value: string }>;
interface Request {
  uri: string;
  headers: Headers;
}
interface ViewerEvent {
  request: Request;
  viewer: { ip: string };
}

function load(file: string): (event: ViewerEvent) => Request {
  const code = readFileSync(join(import.meta.dirname, '../../infra/edge', file), 'utf8');
  return runInNewContext(`${code}\nhandler;`, {});
}

const request = (uri: string, headers: Headers = {}, ip = '198.51.100.23'): ViewerEvent => ({
  request: { uri, headers },
  viewer: { ip },
});

describe('spa-fallback.js (default behaviour)', () => {
  const handler = load('spa-fallback.js');

  it.each(['/', '/profile', '/search', '/user/01J9ZX', '/notifications/'])(
    'serves index.html for %s',
    (uri) => {
      expect(handler(request(uri)).uri).toBe('/index.html');
    },
  );

  it.each(['/assets/index-abc123.js', '/favicon.ico', '/index.html', '/assets/app.css'])(
    'leaves file %s alone',
    (uri) => {
      expect(handler(request(uri)).uri).toBe(uri);
    },
  );
});

describe('forward-viewer.js (/api/*, /burn/* and /ws)', () => {
  const handler = load('forward-viewer.js');

  it("copies the viewer's Host into X-Forwarded-Host", () => {
    const out = handler(request('/api/todo/create', { host: { value: 'todo.example.com' } }));
    expect(out.headers['x-forwarded-host']).toEqual({ value: 'todo.example.com' });
    expect(out.headers.host).toEqual({ value: 'todo.example.com' });
  });

  it('overwrites an X-Forwarded-Host the viewer sent', () => {
    const out = handler(
      request('/api/todo/create', {
        host: { value: 'todo.example.com' },
        'x-forwarded-host': { value: 'evil.example' },
      }),
    );
    expect(out.headers['x-forwarded-host']).toEqual({ value: 'todo.example.com' });
  });

  it("sets X-Viewer-Address to the viewer's address, overwriting what the viewer sent", () => {
    const out = handler(
      request(
        '/api/auth/signin',
        { host: { value: 'a.b' }, 'x-viewer-address': { value: '10.0.0.1' } },
        '2001:db8::7',
      ),
    );
    expect(out.headers['x-viewer-address']).toEqual({ value: '2001:db8::7' });
  });

  it('leaves the URI alone', () => {
    expect(handler(request('/api/search', { host: { value: 'a.b' } })).uri).toBe('/api/search');
  });
});
