import { describe, expect, it } from 'vitest';
import { isStaffEndpoint, type Endpoint } from '../core/endpoint';
import { allEndpoints, api } from '../endpoints';
import { secondFactorProofSchema, secondFactorMessages } from './second-factor';

describe('the fresh second factor', () => {
  it('is asked by the export of every application, and only ever by staff endpoints', () => {
    expect(api.adminApplications.exportCsv.freshFactor).toBe(true);
    const asking = allEndpoints.filter((endpoint) => endpoint.freshFactor);
    expect(asking.filter((endpoint) => !isStaffEndpoint(endpoint))).toEqual([]);
  });

  it('is never asked to confirm itself, nor to read the Security page', () => {
    const { confirmFreshFactor, freshFactorPasskeyOptions, status }: Record<string, Endpoint> = api.adminSecurity;
    expect([confirmFreshFactor, freshFactorPasskeyOptions, status].map((endpoint) => endpoint!.freshFactor)).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
  });
});

describe('a second factor typed or given', () => {
  it('takes a code or a passkey answer, and asks for a code when given neither', () => {
    expect(secondFactorProofSchema.safeParse({ code: ' 123 456 ' }).data).toEqual({ code: '123 456' });
    const none = secondFactorProofSchema.safeParse({});
    expect(none.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [['code'], secondFactorMessages.codeRequired],
    ]);
  });
});
