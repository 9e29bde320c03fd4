import { calls } from '../calls';
import type { Call } from '../define-call';
import { Code } from '../protocol/codes';
import { Header } from '../protocol/headers';
import { TIMESTAMP_WINDOW_MS } from '../protocol/signature';
import { MESSAGE_STREAM_PATH } from '../messages/stream-events';
import { z } from '../z';

import { OPENAPI_PATH, plainPaths } from './plain-paths';

export { OPENAPI_PATH };

type JsonSchema = Record<string, unknown> & {
  properties?: Record<string, JsonSchema>;
  required?: string[];
};

const SIGNATURE_DESCRIPTION = `Every /v1 call (except ${OPENAPI_PATH} and ${MESSAGE_STREAM_PATH}) is signed. The client sends:

- \`${Header.token}\`: the session token that login and register answer, empty for a visitor;
- \`${Header.timestamp}\`: its clock in milliseconds since the epoch, corrected by the offset to \`${Header.serverTime}\` (every response carries the server's clock); a \`${Header.timestamp}\` more than ${TIMESTAMP_WINDOW_MS / 60_000} minutes away is refused with code ${Code.staleTimestamp};
- \`${Header.nonce}\`: a fresh UUID, accepted once within that window;
- \`${Header.signature}\` = md5(token + md5(token + salt + t + nonce)), lower-case hex, where salt is the deployment's signing salt (public: it ships in the client, so the signature gives integrity and replay protection, not authentication; the token is the secret);
- \`${Header.requestedWith}\` and \`${Header.csrf}\`: any non-empty value (markers that force a CORS preflight).

A request that fails these checks is answered \`{ "code": 400 }\` (or ${Code.staleTimestamp}) before its body is read.`;

const ENVELOPE_DESCRIPTION = `Every /v1 answer has HTTP status 200 when the server handled the request; the outcome is the envelope's \`code\`: ${Code.ok} success, ${Code.invalid} invalid input or protocol, ${Code.notLoggedIn} not logged in (the client clears its session), ${Code.notFound} not found (also another user's id, and an administrator's call to anyone else), ${Code.staleTimestamp} clock too far off, ${Code.conflict} conflict, ${Code.accountDisabled} account disabled, ${Code.tooManyRequests} too many requests, ${Code.internal} internal error. \`reason\` is a Chinese sentence for the user.`;

/** The headers every signed call sends besides the two security schemes' (token and signature). */
const SIGNED_HEADERS = {
  timestamp: {
    name: Header.timestamp,
    in: 'header',
    required: true,
    description: 'The client clock in ms since the epoch, corrected by X-Server-Time',
    schema: { type: 'string', pattern: '^\\d{1,16}$' },
  },
  nonce: {
    name: Header.nonce,
    in: 'header',
    required: true,
    description: 'A fresh UUID, accepted once',
    schema: { type: 'string', minLength: 1 },
  },
  requestedWith: {
    name: Header.requestedWith,
    in: 'header',
    required: true,
    description: 'Any non-empty value (the web app sends XMLHttpRequest)',
    schema: { type: 'string', minLength: 1 },
  },
  csrf: {
    name: Header.csrf,
    in: 'header',
    required: true,
    description: 'Any non-empty value (the web app sends 1)',
    schema: { type: 'string', minLength: 1 },
  },
} as const;

const SECURITY: Record<Call['auth'], Record<string, string[]>[]> = {
  visitor: [{ requestSignature: [] }, { requestSignature: [], sessionToken: [] }],
  user: [{ requestSignature: [], sessionToken: [] }],
  admin: [{ requestSignature: [], sessionToken: [] }],
};

const LOGIN: Record<Call['auth'], string> = {
  visitor: 'Login not required.',
  user: `Login required (code ${Code.notLoggedIn} otherwise).`,
  admin: `An administrator's session (code ${Code.notFound} to other users).`,
};

/** A zod schema as a JSON Schema 2020-12 object to embed (OpenAPI 3.1's schema dialect). */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
  }) as JsonSchema;
  if ('$defs' in rest) {
    // A $ref into $defs would resolve against the document's root, not this schema.
    throw new Error('a contract schema with shared definitions needs components.schemas');
  }
  return rest;
}

function envelope(data: JsonSchema): JsonSchema {
  return {
    type: 'object',
    properties: {
      code: { type: 'integer', description: 'The outcome (see the envelope in info)' },
      reason: { type: 'string', description: 'A Chinese sentence for the user' },
      data,
    },
    required: ['code'],
  };
}

function operation(name: string, call: Call) {
  const input = jsonSchema(call.input, 'input');
  const inPath = new Set([...call.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!));
  const properties = input.properties ?? {};
  const required = new Set(input.required ?? []);
  const parameter = (field: string, where: 'path' | 'query') => ({
    name: field,
    in: where,
    required: where === 'path' || required.has(field),
    schema: properties[field],
  });
  const pathParameters = [...inPath].map((field) => parameter(field, 'path'));
  const rest = Object.keys(properties).filter((field) => !inPath.has(field));
  const codes = [
    Code.ok,
    Code.invalid,
    ...(call.auth === 'visitor' ? [] : [Code.notLoggedIn]),
    ...(call.auth === 'admin' ? [Code.notFound] : []),
    ...(call.codes ?? []),
  ].filter((code, at, all) => all.indexOf(code) === at);
  return {
    operationId: name,
    summary: call.summary,
    description: `${LOGIN[call.auth]} Codes: ${codes.join(', ')}.`,
    tags: [call.auth],
    security: SECURITY[call.auth],
    parameters: [
      ...Object.keys(SIGNED_HEADERS).map((key) => ({ $ref: `#/components/parameters/${key}` })),
      ...pathParameters,
      ...(call.method === 'GET' ? rest.map((field) => parameter(field, 'query')) : []),
    ],
    ...(call.method === 'POST'
      ? {
          requestBody: {
            required: true,
            content: {
              'application/json': {
                schema: {
                  ...input,
                  properties: Object.fromEntries(rest.map((field) => [field, properties[field]])),
                  required: (input.required ?? []).filter((field) => !inPath.has(field)),
                },
              },
            },
          },
        }
      : {}),
    responses: {
      '200': {
        description: 'The envelope; `data` on code 200',
        headers: { [Header.serverTime]: { $ref: '#/components/headers/serverTime' } },
        content: {
          'application/json': { schema: envelope(jsonSchema(call.output, 'output')) },
        },
      },
    },
  };
}

/**
 * The API as an OpenAPI 3.1 document, generated from the contract: `npm run generate` writes it
 * to docs/openapi.json and the server answers it at OPENAPI_PATH, so that other clients (the
 * spec's uni-app family, a mini-program) can be generated and checked against the same shapes.
 */
export function openApiDocument() {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [name, call] of Object.entries(calls as Record<string, Call>)) {
    paths[call.path] = { ...paths[call.path], [call.method.toLowerCase()]: operation(name, call) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: '华人生活圈 API',
      version: 'v1',
      description: `${ENVELOPE_DESCRIPTION}\n\n${SIGNATURE_DESCRIPTION}`,
    },
    servers: [{ url: '/' }],
    tags: [
      { name: 'visitor', description: 'Calls anyone may make' },
      { name: 'user', description: 'Calls of a logged-in user' },
      { name: 'admin', description: "The administrators' console" },
      { name: 'operations', description: 'Plain HTTP outside the signed protocol' },
    ],
    paths: { ...paths, ...plainPaths() },
    components: {
      securitySchemes: {
        requestSignature: {
          type: 'apiKey',
          in: 'header',
          name: Header.signature,
          description: SIGNATURE_DESCRIPTION,
        },
        sessionToken: {
          type: 'apiKey',
          in: 'header',
          name: Header.token,
          description: 'The session token (login, register); it is also part of the signature',
        },
        metricsToken: {
          type: 'http',
          scheme: 'bearer',
          description: "The server's METRICS_TOKEN",
        },
      },
      parameters: SIGNED_HEADERS,
      headers: {
        serverTime: {
          description: "The server's clock in ms since the epoch",
          schema: { type: 'string' },
        },
      },
    },
  };
}
