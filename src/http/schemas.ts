// Shared schema atoms for routes and the OpenAPI documents: error bodies, identifiers, timestamps.
import Type from 'typebox';

export const FlatErrorSchema = Type.Object(
  {
    error: Type.Object({
      code: Type.String({ description: 'Stable machine-readable code, e.g. validation_error' }),
      message: Type.String(),
      request_id: Type.String({ format: 'uuid', description: 'Equals the X-Request-Id response header' }),
      details: Type.Optional(Type.Object({}, { additionalProperties: true })),
    }),
  },
  { $id: 'FlatError', description: 'Error envelope of every /v1 route (spec 7.1)' },
);

export const HydraErrorSchema = Type.Object(
  {
    '@context': Type.String(),
    '@type': Type.Literal('hydra:Error'),
    'hydra:title': Type.String(),
    'hydra:description': Type.String(),
    'hydra:statusCode': Type.Integer(),
  },
  { $id: 'HydraError', description: 'Error shape outside /v1 (spec 7.2)' },
);

/**
 * Object keywords for "exactly one of these fields" (oneOf) and "at least one of them" (anyOf): the
 * schema validates them and the documents show them, and errors.ts reports a failure as one field
 * error naming the alternatives.
 */
export const exactlyOneOf = (...keys: string[]) => ({ oneOf: keys.map((key) => ({ required: [key] })) });
export const atLeastOneOf = (...keys: string[]) => ({ anyOf: keys.map((key) => ({ required: [key] })) });

export const IdSchema = Type.String({ minLength: 1, maxLength: 128, pattern: '^[A-Za-z0-9_.:-]+$' });
export const DateTimeSchema = Type.String({ format: 'date-time' });

/** The error responses a /v1 route may document, by status. */
export function flatErrors(...statuses: number[]) {
  return Object.fromEntries(statuses.map((status) => [status, Type.Ref('FlatError')]));
}
