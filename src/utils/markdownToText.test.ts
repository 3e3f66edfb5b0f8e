import { markdownExcerpt, markdownToText } from './markdownToText';

describe('markdownToText', () => {
  it('strips inline markup and keeps link texts', () => {
    expect(
      markdownToText(
        '# Title\n\nSome **bold**, _italic_ and `code` with a [link](https://x.y).',
      ),
    ).toBe('Title Some bold, italic and code with a link.');
  });

  it('separates blocks, list items and table cells with spaces', () => {
    expect(
      markdownToText(
        'First\n\nSecond\n\n- one\n- two\n\n| a | b |\n|---|---|\n| 1 | 2 |',
      ),
    ).toBe('First Second one two a b 1 2');
  });

  it('drops HTML, images and code blocks', () => {
    expect(
      markdownToText(
        'Hi <b>x</b>\n\n<script>\nalert(1)\n</script>\n\n![screenshot.png](/a/1)\n\n```js\nlet a = 1;\n```\n\nbye',
      ),
    ).toBe('Hi x bye');
  });

  it('decodes character references instead of leaking entities', () => {
    expect(markdownToText('Tom &amp; Jerry &lt;3')).toBe('Tom & Jerry <3');
  });

  it('keeps literal asterisks inside code spans', () => {
    expect(markdownToText('Use `a * b * c` here')).toBe('Use a * b * c here');
  });

  it('resolves reference links to their text', () => {
    expect(
      markdownToText('See [the docs][d].\n\n[d]: https://example.com'),
    ).toBe('See the docs.');
  });
});

describe('mentions', () => {
  it('writes them as names of their refs, except in code and link texts', () => {
    expect(
      markdownToText(
        'Hi @user:Aisha.Khan, see [@user:default/b](https://x.y) and `@user:default/c`.',
        ref => `<${ref}>`,
      ),
    ).toBe(
      'Hi @<user:default/aisha.khan>, see @user:default/b and @user:default/c.',
    );
    expect(markdownExcerpt('cc @group:default/payments', 50)).toBe(
      'cc @payments',
    );
  });
});

describe('markdownExcerpt', () => {
  it('returns short texts unchanged', () => {
    expect(markdownExcerpt('**short**', 20)).toBe('short');
  });

  it('cuts at a word boundary and adds an ellipsis', () => {
    const result = markdownExcerpt('alpha beta gamma delta epsilon zeta', 20);
    expect(result).toBe('alpha beta gamma…');
    expect(result.length).toBeLessThanOrEqual(20);
  });

  it('cuts inside a very long word rather than returning almost nothing', () => {
    const result = markdownExcerpt(`a ${'x'.repeat(50)}`, 20);
    expect(result.length).toBeLessThanOrEqual(20);
    expect(result.endsWith('…')).toBe(true);
    expect(result.startsWith('a xxxx')).toBe(true);
  });
});
