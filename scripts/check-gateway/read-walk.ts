import type * as v from 'valibot';
import { creatorsApi, type EndpointName } from '../../contract/creators-api';
import type { Endpoint } from '../../contract/endpoint';
import type { Findings } from './findings';
import type { GatewayClient } from './gateway-client';
import { checkAnswer } from './shape-check';

type Entries = Record<string, v.GenericSchema>;
const entriesOf = (schema: v.GenericSchema | undefined): Entries =>
  (schema as { entries?: Entries } | undefined)?.entries ?? {};
const isOptional = (schema: v.GenericSchema) => schema.type === 'optional';

/** How one GET of the contract is called: once, or once per id of a collection another GET lists. */
export type ReadPlan =
  | { name: EndpointName; kind: 'once'; pageSize: boolean }
  | { name: EndpointName; kind: 'per-id'; collection: string; where: 'params' | 'query'; key: string }
  | { name: EndpointName; kind: 'unfillable'; missing: string[] };

/**
 * Read off the contract, not written per endpoint: `:id` in a path follows the ids of the GET one
 * segment up (`/launchpads/:id` ← `/launchpads`); a required `<thing>Id` in the query follows the
 * ids of the GET whose path ends in `/<thing>s`. Optional query fields are left out, but `size`.
 */
export function readPlans(): ReadPlan[] {
  const gets = (Object.entries(creatorsApi) as [EndpointName, Endpoint][]).filter(([, e]) => e.method === 'GET');
  const listPath = (segment: string) => gets.find(([, e]) => e.path.endsWith(`/${segment}`))?.[1].path;
  return gets.map(([name, endpoint]): ReadPlan => {
    const required = (where: 'params' | 'query') =>
      Object.entries(entriesOf(endpoint[where]))
        .filter(([, schema]) => !isOptional(schema))
        .map(([key]) => ({ key, where }));
    const inputs = [...required('params'), ...required('query')];
    if (inputs.length === 0) return { name, kind: 'once', pageSize: 'size' in entriesOf(endpoint.query) };
    const [only] = inputs;
    if (inputs.length === 1 && only) {
      const collection =
        only.where === 'params'
          ? endpoint.path.replace(/\/:[A-Za-z]+$/, '')
          : listPath(`${only.key.replace(/Id$/, '')}s`);
      if (collection && collection !== endpoint.path) return { name, kind: 'per-id', collection, ...only };
    }
    return { name, kind: 'unfillable', missing: inputs.map((i) => i.key) };
  });
}

export interface ReadResult {
  /** Every item of every list answer, by the list's path. */
  items: Map<string, Record<string, unknown>[]>;
}

/** Calls every GET for the signed-in user, following ids from the lists, and validates each answer. */
export async function walkReads(client: GatewayClient, findings: Findings, maxIds: number): Promise<ReadResult> {
  const plans = readPlans();
  const items = new Map<string, Record<string, unknown>[]>();
  const answered = new Map<EndpointName, number>();
  const count = (name: EndpointName) => answered.set(name, (answered.get(name) ?? 0) + 1);
  for (const plan of plans) {
    if (plan.kind !== 'once') continue;
    const query = plan.pageSize ? { size: Math.min(maxIds, 1000) } : undefined;
    const answer = await client.call(plan.name, { query });
    if (!answer) continue;
    count(plan.name);
    if (answer.status >= 300) findings.mismatch(statusMismatch(plan.name, answer.status));
    const body = checkAnswer(findings, plan.name, answer);
    const list = (body as { items?: unknown } | undefined)?.items;
    if (Array.isArray(list)) items.set(creatorsApi[plan.name].path, list as Record<string, unknown>[]);
  }
  for (const plan of plans) {
    if (plan.kind === 'unfillable') {
      findings.skip('read', `GET ${creatorsApi[plan.name].path}`, `no list gives its ${plan.missing.join(', ')}`);
      continue;
    }
    if (plan.kind !== 'per-id') continue;
    const ids = (items.get(plan.collection) ?? []).map((item) => item.id).filter((id) => typeof id === 'number');
    for (const id of ids.slice(0, maxIds)) {
      const answer = await client.call(plan.name, { [plan.where]: { [plan.key]: id } });
      if (!answer) continue;
      count(plan.name);
      if (answer.status >= 300) findings.mismatch(statusMismatch(plan.name, answer.status, id));
      checkAnswer(findings, plan.name, answer);
    }
  }
  for (const plan of plans) {
    if (plan.kind === 'unfillable') continue;
    const label = `GET ${creatorsApi[plan.name].path}`;
    const answers = answered.get(plan.name) ?? 0;
    if (answers === 0) findings.skip('read', label, 'not called: its list gave no ids');
    else if (!findings.mismatches.some((m) => m.where === label)) {
      findings.held.push({ area: 'read', rule: label, detail: `${answers} answers in the contract's shape` });
    }
  }
  return { items };
}

function statusMismatch(name: EndpointName, status: number, id?: number) {
  return {
    area: 'read' as const,
    where: `${creatorsApi[name].method} ${creatorsApi[name].path}`,
    path: 'status',
    expected: id === undefined ? '2xx for the signed-in user' : '2xx for an id its own list gave',
    received: String(status),
  };
}
