import {
  toJsonSchema,
  toJsonSchemaDefs,
  type ConversionConfig,
  type JsonSchema,
  type OverrideActionContext,
} from '@valibot/to-json-schema';
import type * as v from 'valibot';
import { supportedChainIdSchema } from '../../src/domain/chain/chain-id';
import { supportedChains } from '../../src/domain/chain/chains';
import { mediaLinkSchema } from '../../src/domain/validation/media-link';
import {
  contractAddressSchema,
  httpsLinkSchema,
  instagramLinkSchema,
  kakaoTalkLinkSchema,
  xLinkSchema,
  youtubeLinkSchema,
} from '../../src/domain/validation/rules';
import { namedSchemas } from './named-schemas';

export type { JsonSchema };

type Action = OverrideActionContext['valibotAction'];

const lastAction = (schema: v.GenericSchema): Action => {
  const pipe = (schema as { pipe?: readonly Action[] }).pipe;
  const action = pipe?.at(-1);
  if (!action) throw new Error('the schema has no pipe');
  return action;
};

const socialLink = (what: string) =>
  `Empty, or ${what} (optional https:// and www., then the host and a non-empty path).`;

/**
 * The contract's own checks (`v.check`) run code JSON Schema cannot carry. Each known one is written
 * out here in words, found by identity; see docs/openapi.md for the list and why each stays in code.
 */
const describedChecks = new Map<Action, string>([
  [
    lastAction(contractAddressSchema),
    'EIP-55: an address in mixed case claims a checksum and must match it; all lower or all upper case carries none and is accepted (stored in checksum form).',
  ],
  [
    lastAction(mediaLinkSchema),
    'The media link rule: https://…, ipfs://<valid CID>[/path], ar://<id>[/path] or /local/uploads/<name>. javascript:, data:, http:// and //host are refused.',
  ],
  [lastAction(httpsLinkSchema), 'Empty, or an https:// link without spaces.'],
  [lastAction(youtubeLinkSchema), socialLink('a youtube.com or youtu.be link')],
  [lastAction(instagramLinkSchema), socialLink('an instagram.com link')],
  [lastAction(xLinkSchema), socialLink('an x.com link')],
  [lastAction(kakaoTalkLinkSchema), socialLink('an open.kakao.com link')],
]);

const chainIdsByBackendName = [...new Set(supportedChains.map((chain) => chain.backendName))]
  .map(
    (name) =>
      `${name}: ${supportedChains
        .filter((c) => c.backendName === name)
        .map((c) => c.id)
        .join(', ')}`,
  )
  .join('; ');

const addDescription = (schema: JsonSchema, text: string): JsonSchema => ({
  ...schema,
  description: schema.description ? `${schema.description} ${text}` : text,
});

/** What no JSON Schema keyword says, kept as words so the reader still learns the rule. */
function describeAction({ valibotAction: action, jsonSchema }: OverrideActionContext): JsonSchema | undefined {
  // The one chain-id check is a closed list: JSON Schema says it exactly.
  if (action === lastAction(supportedChainIdSchema)) {
    return { ...jsonSchema, type: 'integer', enum: supportedChains.map((chain) => chain.id) };
  }
  switch (action.type) {
    case 'trim':
      // Lengths count the trimmed text: said once in the document's description, not at every field.
      return jsonSchema;
    case 'transform':
      // Only a digits-text id on its way to a number (numericParamSchema): the number's rules follow it.
      return jsonSchema;
    case 'partial_check':
      return addDescription(jsonSchema, `chainId must be one of chain's ids (${chainIdsByBackendName}).`);
    case 'check': {
      const known = describedChecks.get(action);
      const message = (action as { message?: unknown }).message;
      const fallback = typeof message === 'string' ? `Also checked by the API: "${message}".` : undefined;
      const text = known ?? fallback;
      if (!text) throw new Error(`describe the new v.check in local-api/openapi/json-schema.ts (${action.type})`);
      return addDescription(jsonSchema, text);
    }
    default:
      return undefined;
  }
}

/**
 * How contract schemas become JSON Schema 2020-12 (OpenAPI 3.1's dialect).
 *
 * - Pipes with two schemas (`boundedArray`: any array, its length, then the items; `numericParamSchema`:
 *   digits or a number, then the number's bounds) describe one value in steps, so their keywords are
 *   merged into one schema (typeMode `ignore`), which is what the value must satisfy at the end.
 * - Actions the converter has no keyword for are described in words (describeAction); an unknown one
 *   fails the generation, so a new kind of rule is never dropped in silence.
 * - Named schemas (named-schemas.ts) become references to components/schemas.
 */
const config: ConversionConfig = {
  target: 'draft-2020-12',
  typeMode: 'ignore',
  // 'ignore' only lets the merged pipes above through; every other gap is caught by the overrides.
  errorMode: 'ignore',
  definitions: namedSchemas,
  overrideRef: ({ referenceId }) => `#/components/schemas/${referenceId}`,
  overrideAction: (context) => {
    const described = describeAction(context);
    if (described) return described;
    if (context.errors) throw new Error(context.errors.join(' '));
    return undefined;
  },
  overrideSchema: (context) => {
    if (context.errors) throw new Error(context.errors.join(' '));
    return undefined;
  },
};

/** One contract schema as JSON Schema, without `$schema`; named parts are `$ref`s to components/schemas. */
export function contractJsonSchema(schema: v.GenericSchema): JsonSchema {
  const { $schema: _dialect, $defs: _named, ...rest } = toJsonSchema(schema, config);
  return rest;
}

/** components/schemas: every named schema (named-schemas.ts) the given document refers to, and theirs. */
export function referencedComponents(document: unknown): Record<string, JsonSchema> {
  const all = toJsonSchemaDefs(namedSchemas, config) as Record<string, JsonSchema>;
  const used = new Set<string>();
  const pending = [JSON.stringify(document)];
  for (let text = pending.pop(); text !== undefined; text = pending.pop()) {
    for (const [, name] of text.matchAll(/"#\/components\/schemas\/([A-Za-z]+)"/g)) {
      if (!name || used.has(name) || !all[name]) continue;
      used.add(name);
      pending.push(JSON.stringify(all[name]));
    }
  }
  return Object.fromEntries([...used].sort().map((name) => [name, all[name] as JsonSchema]));
}
