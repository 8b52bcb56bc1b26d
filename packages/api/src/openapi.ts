import { z } from './zod';
import type { Access, ApiCall, Encoding } from './define-call';
import { adminContract } from './admin/admin-contract';
import { contract } from './contract';
import { envelope, errorEnvelope, validationErrorEnvelope } from './envelope';

type JsonSchema = Record<string, unknown>;

export interface OpenApiOperation {
  operationId: string;
  summary: string;
  tags: string[];
  security: Record<string, string[]>[];
  parameters?: JsonSchema[];
  requestBody?: { required: true; content: Record<string, { schema: JsonSchema }> };
  responses: Record<
    string,
    { description: string; content?: Record<string, { schema: JsonSchema }> }
  >;
}

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  servers: { url: string }[];
  paths: Record<string, { get?: OpenApiOperation; post?: OpenApiOperation }>;
  components: { securitySchemes: Record<string, JsonSchema>; schemas: Record<string, JsonSchema> };
}

export interface OpenApiOptions {
  /** Where the API is mounted; the paths are relative to it. Default `/api`. */
  serverUrl?: string;
  version?: string;
}

const MEDIA_TYPES: Record<Encoding, string> = {
  json: 'application/json',
  form: 'application/x-www-form-urlencoded',
  multipart: 'multipart/form-data',
};

const SECURITY: Record<Access, Record<string, string[]>[]> = {
  public: [],
  user: [{ bearerToken: [] }, { accessTokenHeader: [] }],
  optional: [{}, { bearerToken: [] }, { accessTokenHeader: [] }],
  admin: [{ adminSession: [] }],
};

const toSchema = (schema: z.ZodType, io: 'input' | 'output'): JsonSchema => {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' });
  return rest;
};

const json = (schema: JsonSchema) => ({ 'application/json': { schema } });
const ref = (name: string): JsonSchema => ({ $ref: `#/components/schemas/${name}` });

/** A GET's input travels as its query: one parameter per field of its request. */
const queryParameters = (request: z.ZodType): JsonSchema[] => {
  const schema = toSchema(request, 'input');
  const properties = (schema['properties'] ?? {}) as Record<string, JsonSchema>;
  const required = (schema['required'] ?? []) as string[];
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: 'query',
    required: required.includes(name),
    schema: property,
  }));
};

const operationOf = (name: string, call: ApiCall): OpenApiOperation => {
  const operation: OpenApiOperation = {
    operationId: name,
    summary: call.summary,
    tags: [call.tag],
    security: SECURITY[call.access],
    responses: {
      '200': {
        description: 'Success: code 200; a renewed access token may come in meta.access_token.',
        content: json(toSchema(envelope(call.response, call.meta), 'output')),
      },
      '422': {
        description: 'Validation failed: one message per field in data.errors.',
        content: json(ref('ValidationError')),
      },
      '500': {
        description: 'Unexpected failure, with a generic message.',
        content: json(ref('Error')),
      },
    },
  };
  if (call.method === 'GET') {
    const query = queryParameters(call.request);
    if (query.length > 0) operation.parameters = query;
    else delete operation.responses['422'];
  } else {
    operation.requestBody = {
      required: true,
      content: { [MEDIA_TYPES[call.encoding]]: { schema: toSchema(call.request, 'input') } },
    };
  }
  if (call.access === 'user') {
    operation.responses['401'] = {
      description:
        'Not signed in, or the access token expired (code 1001) or is invalid or revoked (code 1002).',
      content: json(ref('Error')),
    };
  }
  if (call.admin && call.admin.stage !== 'none') {
    operation.responses['401'] = {
      description: 'No back-office session, or it ended (30 minutes idle, 12 hours at most).',
      content: json(ref('Error')),
    };
    operation.responses['403'] = {
      description: call.admin.reauth
        ? 'Not allowed for this role, or data.reauth_required: the password or a code is needed again (older than five minutes).'
        : 'Not allowed for this role, or the x-nyiur-admin header is missing.',
      content: json(ref('Error')),
    };
  }
  if (call.headers) {
    operation.parameters = Object.entries(call.headers).map(([header, value]) => ({
      name: header,
      in: 'header',
      required: true,
      schema: { type: 'string', const: value },
    }));
  }
  return operation;
};

/** The OpenAPI 3.1 document of the whole contract, generated from the call schemas. */
export const buildOpenApiDocument = (options: OpenApiOptions = {}): OpenApiDocument => {
  const paths: OpenApiDocument['paths'] = {};
  for (const [name, call] of Object.entries<ApiCall>({ ...contract, ...adminContract })) {
    paths[call.path] = { [call.method === 'GET' ? 'get' : 'post']: operationOf(name, call) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Nyiur shop API',
      version: options.version ?? '1.0.0',
      description:
        'Every answer is the envelope { code, message, data?, meta? }; code 200 is success. ' +
        'Session errors answer HTTP 401 with code 401, 1001 (expired) or 1002 (invalid or revoked).',
    },
    servers: [{ url: options.serverUrl ?? '/api' }],
    paths,
    components: {
      securitySchemes: {
        bearerToken: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        accessTokenHeader: { type: 'apiKey', in: 'header', name: 'access_token' },
        adminSession: { type: 'apiKey', in: 'cookie', name: 'nyiur_admin' },
      },
      schemas: {
        Error: toSchema(errorEnvelope, 'output'),
        ValidationError: toSchema(validationErrorEnvelope, 'output'),
      },
    },
  };
};
