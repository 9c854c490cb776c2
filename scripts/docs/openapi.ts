/**
 * The OpenAPI 3.1 document of the HTTP API, made from the route manifest (shared/routes.ts) and the
 * contract's schemas (shared/contract): one operation per route, its path parameters, query
 * string, JSON body and answers. `npm run docs` writes it to docs/openapi.json (a unit test fails
 * when it is out of date) and the local stack serves it at /openapi.json.
 *
 * Rules a JSON Schema cannot say (trimming, the sign-up password pattern, clamping) are in the
 * schemas' code and docs/api.md; here they are left out rather than guessed.
 */
import { toJsonSchema } from '@valibot/to-json-schema';
import type * as v from 'valibot';
import { contract, type RouteContract } from '../../shared/contract';
import { type RouteDefinition, routeKey, routes, specRoutes } from '../../shared/routes';

type JsonSchema = Record<string, unknown>;

/** A schema as JSON Schema (draft 2020-12, which OpenAPI 3.1 uses); checks it cannot express are left out. */
const jsonSchema = (schema: v.GenericSchema): JsonSchema => {
  const { $schema: _, ...rest } = toJsonSchema(schema, { errorMode: 'ignore' }) as JsonSchema;
  return rest;
};

const errorAnswer = {
  description: 'An error: `{ message }` with an honest status (docs/api.md)',
  content: {
    'application/json': {
      schema: { type: 'object', properties: { message: { type: 'string' } }, required: ['message'] },
    },
  },
};

function parameters(route: RouteDefinition, routeContract: RouteContract): JsonSchema[] {
  const inPath = [...route.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({
    name,
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));
  const query = routeContract.query ? jsonSchema(routeContract.query) : undefined;
  const inQuery = Object.entries((query?.properties as Record<string, JsonSchema> | undefined) ?? {}).map(
    ([name, schema]) => ({ name, in: 'query', required: false, schema }),
  );
  return [...inPath, ...inQuery];
}

function operation(route: RouteDefinition): JsonSchema {
  const routeContract: RouteContract = contract[route.name as keyof typeof contract];
  const extension = !specRoutes.some((r) => r.name === route.name);
  const params = parameters(route, routeContract);
  return {
    operationId: route.name,
    tags: [route.path.split('/')[route.path.startsWith('/api/') ? 2 : 1]],
    ...(extension ? { description: 'Extension beyond SPEC.md section 7 (docs/api.md, "Extensions")' } : {}),
    ...(route.auth ? {} : { security: [] }),
    ...(params.length ? { parameters: params } : {}),
    ...(routeContract.body
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: jsonSchema(routeContract.body) } },
          },
        }
      : {}),
    responses: {
      [String(routeContract.status ?? 200)]: {
        description: 'Success',
        content: {
          [routeContract.mediaType ?? 'application/json']: { schema: jsonSchema(routeContract.answer) },
        },
      },
      ...Object.fromEntries(
        Object.entries(routeContract.refusals ?? {}).map(([status, schema]) => [
          status,
          {
            description: 'A refusal that says more than `{ message }` (docs/api.md)',
            content: { 'application/json': { schema: jsonSchema(schema) } },
          },
        ]),
      ),
      default: errorAnswer,
    },
  };
}

export function openApiDocument(): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const route of routes) {
    paths[route.path] ??= {};
    (paths[route.path] as Record<string, JsonSchema>)[route.method.toLowerCase()] = operation(route);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Team Todo API',
      version: '1.0.0',
      description:
        'The HTTP API of Team Todo: a drop-in replacement for the original system it describes (docs/api.md). ' +
        'Same origin only; state-changing requests with a body send Content-Type: application/json.',
    },
    components: {
      securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: '__Host-session' } },
    },
    security: [{ session: [] }],
    paths,
    'x-route-keys': routes.map(routeKey),
  };
}

export const openApiText = (): string => `${JSON.stringify(openApiDocument(), null, 2)}\n`;
