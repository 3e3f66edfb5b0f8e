import { isValidTag, normalizeTag } from './tags';

describe('normalizeTag', () => {
  it.each([
    ['React', 'react'],
    ['  Node JS ', 'node-js'],
    ['c#', 'c#'],
    ['Spring   Boot', 'spring-boot'],
    ['-edge-', 'edge'],
  ])('%p → %p', (raw, tag) => {
    expect(normalizeTag(raw)).toBe(tag);
  });
});

describe('isValidTag', () => {
  it('accepts the allowed shapes', () => {
    for (const tag of [
      'react',
      'c++',
      'c#',
      'node.js',
      'snake_case',
      'k8s-1.29',
    ]) {
      expect(isValidTag(tag)).toBe(true);
    }
  });

  it('rejects other characters, empty and overlong tags', () => {
    for (const tag of [
      '',
      'a b',
      'a--b',
      'ümlaut',
      'semi;colon',
      'x'.repeat(51),
    ]) {
      expect(isValidTag(tag)).toBe(false);
    }
    expect(isValidTag('x'.repeat(50))).toBe(true);
  });
});
