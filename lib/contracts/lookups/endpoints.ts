import { z } from 'zod';
import { envelope } from '../core/common';
import { defineEndpoint } from '../core/endpoint';
import { lookupItemSchemas, lookupKinds, type LookupKind } from './lookup';

/** GET /{kind}: one lookup list (positions, locations, budgets, …), for the forms' choices. */
interface LookupEndpoint<K extends LookupKind> {
  method: 'GET';
  path: `/${K}`;
  response: { 200: z.ZodObject<{ data: z.ZodArray<(typeof lookupItemSchemas)[K]> }> };
  access: 'anyone';
  browser: 'forward';
}

function lookupEndpoint<K extends LookupKind>(kind: K) {
  return defineEndpoint({
    method: 'GET',
    path: `/${kind}`,
    response: { 200: envelope(z.array(lookupItemSchemas[kind])) },
    access: 'anyone',
    browser: 'forward',
  }) as LookupEndpoint<K>;
}

/** One endpoint per lookup kind, keyed by the spec's paths (careers-pages-profile §7; spellings included). */
export const lookupEndpoints = Object.fromEntries(
  (Object.keys(lookupKinds) as LookupKind[]).map((kind) => [kind, lookupEndpoint(kind)]),
) as { [K in LookupKind]: LookupEndpoint<K> };
