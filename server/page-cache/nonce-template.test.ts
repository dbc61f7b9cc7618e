import { describe, expect, it } from 'vitest';
import { fillNonce, freshNonce, nonceOf, nonceTemplate } from './nonce-template';

const nonce = 'GZMboFxE39tg/NLbFq7OIw==';
const html = `<link nonce="${nonce}"><script nonce="${nonce}">self.__next_f.push([1,"{\\"nonce\\":\\"${nonce}\\"}"])</script>`;

describe('nonceTemplate and fillNonce', () => {
  it('puts the new nonce in every place the render had its own', () => {
    const filled = fillNonce(nonceTemplate(Buffer.from(html), nonce), 'bmV3LW5vbmNlLWZvci10aGlz').toString();
    expect(filled).not.toContain(nonce);
    expect(filled.split('bmV3LW5vbmNlLWZvci10aGlz')).toHaveLength(4);
    expect(filled).toBe(html.replaceAll(nonce, 'bmV3LW5vbmNlLWZvci10aGlz'));
  });

  it('handles a nonce at the very start and end, and a page without one', () => {
    const edges = Buffer.from(`${nonce}middle${nonce}`);
    expect(fillNonce(nonceTemplate(edges, nonce), 'X').toString()).toBe('XmiddleX');
    expect(fillNonce(nonceTemplate(Buffer.from('<p>none</p>'), nonce), 'X').toString()).toBe('<p>none</p>');
  });

  it('keeps multi-byte text intact around the cuts', () => {
    const text = `Café — ${nonce} — 日本`;
    expect(fillNonce(nonceTemplate(Buffer.from(text), nonce), 'N').toString()).toBe('Café — N — 日本');
  });
});

describe('freshNonce', () => {
  it('is random, of the asked length, in the base64 alphabet', () => {
    const a = freshNonce(24);
    const b = freshNonce(24);
    expect(a).toHaveLength(24);
    expect(a).toMatch(/^[A-Za-z0-9+/]+$/);
    expect(a).not.toBe(b);
  });
});

describe('nonceOf', () => {
  it("reads the nonce of a policy's script-src", () => {
    expect(nonceOf(`default-src 'self'; script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`)).toBe(nonce);
    expect(nonceOf("default-src 'none'")).toBeUndefined();
    expect(nonceOf(undefined)).toBeUndefined();
  });
});
