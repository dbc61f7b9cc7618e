import { describe, expect, it } from 'vitest';
import { canonicalPath } from './canonical-path';

describe('canonicalPath', () => {
  it('lower-cases the first segment, so /Candidates and /candidates are one page', () => {
    expect(canonicalPath('/Candidates')).toBe('/candidates');
    expect(canonicalPath('/ABOUT')).toBe('/about');
  });

  it('makes /Home and /home the home page', () => {
    expect(canonicalPath('/Home')).toBe('/');
    expect(canonicalPath('/home')).toBe('/');
  });

  it('keeps the case of later segments (reset and verify tokens are case-sensitive)', () => {
    expect(canonicalPath('/Reset-Password/AbCdEf')).toBe('/reset-password/AbCdEf');
    expect(canonicalPath('/candidates/Head-Chef')).toBe('/candidates/Head-Chef');
  });

  it('leaves canonical paths as they are', () => {
    expect(canonicalPath('/')).toBe('/');
    expect(canonicalPath('/candidates/head-chef')).toBe('/candidates/head-chef');
    expect(canonicalPath('/home/x')).toBe('/home/x');
  });
});
