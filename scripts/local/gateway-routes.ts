/**
 * The manifest's routes as the local gateway (./gateway.ts) mounts them: each route's path as a
 * pattern with its parameters, and its handler module, imported on the route's first request as
 * Lambda loads a function on its first invocation.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { type RouteDefinition, routeKey, routes } from '../../shared/routes';

export type LambdaHandler = (
  event: APIGatewayProxyEventV2,
  context: Context,
) => Promise<APIGatewayProxyStructuredResultV2>;

export interface MountedRoute {
  route: RouteDefinition;
  pattern: RegExp;
  paramNames: string[];
  /**
   * The route's handler, imported on its first request as Lambda loads a function on its first
   * invocation: a test file that calls ten routes loads ten handlers' modules, not two hundred.
   * Null when the module is missing or exports no handler (the route answers 501).
   */
  handler: () => Promise<LambdaHandler | null>;
}

const functionsDir = resolve(import.meta.dirname, '../../functions');

/** The first mounted route whose method and path pattern match, with its regex match. */
export function matchRoute(
  mounted: MountedRoute[],
  method: string | undefined,
  pathname: string,
): { target: MountedRoute; match: RegExpExecArray } | null {
  for (const target of mounted) {
    if (target.route.method !== method) continue;
    const match = target.pattern.exec(pathname);
    if (match) return { target, match };
  }
  return null;
}

function compile(path: string): { pattern: RegExp; paramNames: string[] } {
  const paramNames: string[] = [];
  const source = path
    .split(/(\{\w+\})/)
    .map((part) => {
      const param = /^\{(\w+)\}$/.exec(part);
      if (!param) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      paramNames.push(param[1] as string);
      return '([^/]+)';
    })
    .join('');
  return { pattern: new RegExp(`^${source}$`), paramNames };
}

const sourceFile = (route: RouteDefinition): string => join(functionsDir, `${route.handler}.ts`);

const warnMissing = (route: RouteDefinition) => {
  if (process.env.LOG_LEVEL !== 'silent')
    console.warn(`gateway: no handler for ${routeKey(route)} (${route.handler}); it answers 501`);
};

/** The handler of `route` in `file`, imported once, on first use. */
function lazyHandler(route: RouteDefinition, file: string): () => Promise<LambdaHandler | null> {
  let loading: Promise<LambdaHandler | null> | undefined;
  return () => {
    loading ??= (import(pathToFileURL(file).href) as Promise<{ handler?: LambdaHandler }>).then((module) => {
      if (!module.handler) warnMissing(route);
      return module.handler ?? null;
    });
    return loading;
  };
}

export function mountRoutes(handlerFile = sourceFile): MountedRoute[] {
  return routes.map((route) => {
    const file = handlerFile(route);
    const exists = existsSync(file);
    if (!exists) warnMissing(route);
    return {
      route,
      ...compile(route.path),
      handler: exists ? lazyHandler(route, file) : () => Promise.resolve(null),
    };
  });
}
