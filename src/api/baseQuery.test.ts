import { apiPath, serializeParams } from './baseQuery';

describe('serializeParams', () => {
  it('drops falsy values and repeats array keys', () => {
    expect(
      serializeParams({ a: 'x', b: '', c: 0, d: false, e: undefined, tags: ['t1', 't2'], n: 5 }),
    ).toBe('a=x&tags=t1&tags=t2&n=5');
  });
});

describe('apiPath', () => {
  it('encodes refs as single segments', () => {
    expect(apiPath`/users/follow/${'user:default/jane'}`).toBe(
      '/users/follow/user%3Adefault%2Fjane',
    );
  });
});
