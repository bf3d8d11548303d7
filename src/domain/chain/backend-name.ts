import * as v from 'valibot';

/** How the creators API names a chain (requirements §3). Test chains share their mainnet's backend name. */
export const backendNames = ['ETHEREUM', 'POLYGON', 'ABSTRACT', 'AVAX', 'BASE', 'LUNIVERSE'] as const;
export const backendNameSchema = v.picklist(backendNames);
export type BackendName = v.InferOutput<typeof backendNameSchema>;
