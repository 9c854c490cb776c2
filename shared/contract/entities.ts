/**
 * The answers' shapes (SPEC.md section 3, docs/api.md), declared once as valibot schemas: the
 * TypeScript types derive from them (shared/types.ts), API tests validate every answer against them
 * (tests/support/api.ts), and the OpenAPI document is generated from them (scripts/docs/openapi.ts).
 * Objects are not strict: a client reads the fields declared here and ignores others. One module
 * per domain under ./answers/ (./answers/parts.ts: the scalars they share, not answers themselves).
 */
export * from './answers/accounts';
export * from './answers/admin';
export * from './answers/bodies';
export * from './answers/portability';
export * from './answers/tasks';
export * from './answers/team';
