import type * as v from 'valibot';
import { uploadedFileSchema } from '../../contract/creators-api';
import { apiErrorBodySchema } from '../../contract/endpoint';
import * as auction from '../../src/domain/auction/auction-description';
import * as token from '../../src/domain/auth/token-pair';
import * as contract from '../../src/domain/contract/contract';
import * as deploy from '../../src/domain/contract/contract-deploy';
import * as creator from '../../src/domain/creator/creator';
import * as launchpad from '../../src/domain/launchpad/launchpad';
import * as metadata from '../../src/domain/metadata/collection-metadata';
import * as links from '../../src/domain/metadata/social-links';
import * as user from '../../src/domain/user/user-info';
import * as eoa from '../../src/domain/wallet/eoa';

type Named = { kind?: unknown; type?: unknown; entries?: unknown };
const isRecordSchema = (value: unknown): value is v.GenericSchema => {
  const schema = value as Named | null;
  return schema?.kind === 'schema' && (schema.entries !== undefined || schema.type === 'variant');
};

/**
 * The object schemas the contract's domain modules export, by their own names (`launchpadSchema` →
 * `Launchpad`), so the document refers to one `components/schemas/Launchpad` instead of repeating it
 * in every answer. A schema not exported here is simply written out where it is used.
 */
function collect(modules: Record<string, unknown>[]): Record<string, v.GenericSchema> {
  const named: Record<string, v.GenericSchema> = { ApiError: apiErrorBodySchema, UploadedFile: uploadedFileSchema };
  const seen = new Set<unknown>(Object.values(named));
  for (const module of modules) {
    for (const [exportName, value] of Object.entries(module)) {
      if (!exportName.endsWith('Schema') || !isRecordSchema(value) || seen.has(value)) continue;
      seen.add(value);
      const name = exportName.replace(/Schema$/, '');
      named[name.charAt(0).toUpperCase() + name.slice(1)] = value;
    }
  }
  return named;
}

export const namedSchemas = collect([launchpad, contract, deploy, creator, auction, metadata, links, user, eoa, token]);
