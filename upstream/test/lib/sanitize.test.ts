import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from '../../src/lib/sanitize-html';

describe('rich text from staff', () => {
  it('keeps lists, emphasis and safe links', () => {
    expect(
      sanitizeRichText(
        '<ul><li><strong>Fluent</strong> English</li></ul><p><a href="https://example.com">More</a></p>',
      ),
    ).toBe(
      '<ul><li><strong>Fluent</strong> English</li></ul><p><a href="https://example.com" rel="noopener noreferrer nofollow">More</a></p>',
    );
  });

  it.each([
    ['<p>Hi<script>alert(1)</script></p>', '<p>Hi</p>'],
    ['<p onclick="steal()">Hi</p>', '<p>Hi</p>'],
    ['<a href="javascript:alert(1)">x</a>', '<a rel="noopener noreferrer nofollow">x</a>'],
    ['<img src=x onerror=alert(1)><p>ok</p>', '<p>ok</p>'],
    ['<style>body{display:none}</style><p>ok</p>', '<p>ok</p>'],
    ['<iframe src="https://evil.example"></iframe>', ''],
  ])('removes what could run: %s', (input, output) => {
    expect(sanitizeRichText(input)).toBe(output);
  });
});
