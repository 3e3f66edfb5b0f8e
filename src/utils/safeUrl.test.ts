import { isExternalUrl, safeUrl } from './safeUrl';

describe('safeUrl', () => {
  it.each([
    'https://x.y/a',
    'http://x.y',
    'mailto:a@b.c',
    '/attachments/1',
    'rel/a:b',
    '?q=a:b',
    '#top',
  ])('keeps %s as a link', url => expect(safeUrl(url)).toBe(url));

  // These script URLs are the inputs the sanitiser must refuse.
  /* eslint-disable no-script-url */
  it.each([
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    ' javascript:x',
    'java\tscript:x',
    'data:text/html,x',
    'vbscript:x',
    'file:///etc/passwd',
  ])('blanks %p', url => expect(safeUrl(url)).toBe(''));
  /* eslint-enable no-script-url */

  it('does not allow mailto for images', () => {
    expect(safeUrl('mailto:a@b.c', 'image')).toBe('');
    expect(safeUrl('https://x.y/i.png', 'image')).toBe('https://x.y/i.png');
  });
});

describe('isExternalUrl', () => {
  it('tells other origins from ours', () => {
    expect(isExternalUrl('https://example.com')).toBe(true);
    expect(isExternalUrl('//example.com/x')).toBe(true);
    expect(isExternalUrl(`${window.location.origin}/a`)).toBe(false);
    expect(isExternalUrl('/a')).toBe(false);
    expect(isExternalUrl('mailto:a@b.c')).toBe(false);
  });
});
