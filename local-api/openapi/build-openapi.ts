import type * as v from 'valibot';
import {
  creatorsApi,
  MAX_BATCH_BYTES,
  MAX_BATCH_IMAGES,
  MAX_UPLOAD_BYTES,
  ACCEPTED_IMAGE_TYPES,
  type EndpointName,
} from '../../contract/creators-api';
import type { Endpoint } from '../../contract/endpoint';
import { errorAnswers, successStatus } from './answers';
import { documentInfo, summaries, tagOf, tags } from './document-text';
import { contractJsonSchema, referencedComponents, type JsonSchema } from './json-schema';

type Json = Record<string, unknown>;

/** `/cl/…/launchpads/:id` → `/cl/…/launchpads/{id}`. */
export const openApiPath = (path: string) => path.replace(/:([A-Za-z]+)/g, '{$1}');

/**
 * A path or query value arrives as text, so the digits-or-number union of numericParamSchema is
 * described by its end: the integer and its bounds.
 */
function parameterSchema(schema: JsonSchema): JsonSchema {
  if (!schema.type || !schema.anyOf) return schema;
  const { anyOf: _textOrNumber, ...rest } = schema;
  return rest;
}

function parameters(schema: v.GenericSchema | undefined, where: 'path' | 'query'): Json[] {
  if (!schema) return [];
  const json = contractJsonSchema(schema);
  const required = new Set(json.required ?? []);
  return Object.entries(json.properties ?? {}).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || required.has(name),
    schema: parameterSchema(property as JsonSchema),
  }));
}

function requestBody(name: EndpointName, endpoint: Endpoint): Json | undefined {
  if (endpoint.multipart) {
    const image = {
      type: 'string',
      contentMediaType: 'application/octet-stream',
      description: `${ACCEPTED_IMAGE_TYPES.join(', ')} (checked by content), up to ${MAX_UPLOAD_BYTES} bytes.`,
    };
    const images = {
      type: 'array',
      items: image,
      minItems: 1,
      maxItems: MAX_BATCH_IMAGES,
      description: `Each part named \`images\`; ${MAX_BATCH_BYTES} bytes in all. Each is stored or refused on its own, in order.`,
    };
    // The text fields of the JSON body beside an optional image, or the image alone (uploads), or a batch of them.
    const form = endpoint.body
      ? { allOf: [contractJsonSchema(endpoint.body), { type: 'object', properties: { image } }] }
      : name === 'uploadImages'
        ? { type: 'object', properties: { images }, required: ['images'] }
        : { type: 'object', properties: { image }, required: ['image'] };
    const content: Json = { 'multipart/form-data': { schema: form } };
    if (endpoint.body) content['application/json'] = { schema: contractJsonSchema(endpoint.body) };
    return { required: true, content };
  }
  if (!endpoint.body) return undefined;
  return { required: true, content: { 'application/json': { schema: contractJsonSchema(endpoint.body) } } };
}

function responses(name: EndpointName, endpoint: Endpoint): Json {
  const answers: Json = {
    [successStatus(name)]: {
      description: successStatus(name) === 201 ? 'Created.' : 'OK.',
      content: { 'application/json': { schema: contractJsonSchema(endpoint.response) } },
    },
  };
  for (const answer of errorAnswers(name, endpoint)) {
    answers[answer.status] = {
      description: answer.reasons.map((reason) => `- ${reason}`).join('\n'),
      content: {
        'application/json': {
          schema: { $ref: '#/components/schemas/ApiError' },
          example: { code: answer.code, message: answer.example },
        },
      },
    };
  }
  return answers;
}

function operation(name: EndpointName, endpoint: Endpoint): Json {
  const body = requestBody(name, endpoint);
  return {
    operationId: name,
    summary: summaries[name],
    tags: [tagOf(endpoint.path)],
    ...(endpoint.public ? { security: [] } : {}),
    parameters: [...parameters(endpoint.params, 'path'), ...parameters(endpoint.query, 'query')],
    ...(body ? { requestBody: body } : {}),
    responses: responses(name, endpoint),
  };
}

/**
 * The OpenAPI 3.1 document of the creators API, built from `contract/` alone: every endpoint of
 * `creatorsApi` with its schemas converted by @valibot/to-json-schema (see json-schema.ts), its
 * answers read off the contract (answers.ts) and the bearer scheme. `npm run openapi` writes it to
 * docs/openapi.json; the local API serves it at /local/openapi.json.
 */
export function buildOpenApi(): Json {
  const paths: Record<string, Json> = {};
  for (const [name, endpoint] of Object.entries(creatorsApi) as [EndpointName, Endpoint][]) {
    const path = openApiPath(endpoint.path);
    const item = (paths[path] ??= {});
    const method = endpoint.method.toLowerCase();
    if (item[method]) throw new Error(`two endpoints answer ${endpoint.method} ${endpoint.path}`);
    item[method] = operation(name, endpoint);
  }
  const sortedPaths = Object.fromEntries(Object.entries(paths).sort(([a], [b]) => a.localeCompare(b)));
  return {
    openapi: '3.1.0',
    info: documentInfo,
    tags,
    security: [{ bearer: [] }],
    paths: sortedPaths,
    components: {
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          description:
            'The access token of POST /cl/auth/v1/refresh. Sign-in hands the app a refresh token (`/login?token=…`); locally, /local/login?account=<id> is that sign-in.',
        },
      },
      schemas: referencedComponents(sortedPaths),
    },
  };
}

/** The document as `npm run openapi` writes it: two-space JSON and a final newline. */
export const openApiText = () => `${JSON.stringify(buildOpenApi(), null, 2)}\n`;
