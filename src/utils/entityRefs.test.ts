import { initialsOf, readableEntityName } from './entityRefs';

describe('readableEntityName', () => {
  it('uses the name of refs in the default namespace', () => {
    expect(readableEntityName('user:default/jane.doe')).toBe('jane.doe');
    expect(readableEntityName('component:default/payments')).toBe('payments');
  });

  it('keeps other namespaces', () => {
    expect(readableEntityName('component:billing/api')).toBe('billing/api');
  });

  it('returns text that is not a ref unchanged', () => {
    expect(readableEntityName('')).toBe('');
  });
});

describe('initialsOf', () => {
  it('takes up to two initials', () => {
    expect(initialsOf('jane.doe')).toBe('JD');
    expect(initialsOf('Ada Lovelace Byron')).toBe('AL');
    expect(initialsOf('guest')).toBe('G');
  });
});
