import { parseId } from './parseId';

describe('parseId', () => {
  it('reads positive integers', () => {
    expect(parseId('1')).toBe(1);
    expect(parseId('42')).toBe(42);
  });

  it.each([
    undefined,
    '',
    '0',
    '-1',
    '1.5',
    'abc',
    '1e3',
    ' 1',
    '99999999999999999999',
  ])('refuses %p', raw => expect(parseId(raw)).toBeUndefined());
});
