import { readUrlPaging, writeUrlPaging } from './urlPaging';

const url = (search: string) => new URLSearchParams(search);

describe('readUrlPaging', () => {
  it('reads the page and a listed size', () => {
    expect(readUrlPaging(url('page=3&pageSize=50'), 10)).toEqual({
      page: 3,
      pageSize: 50,
    });
  });

  it('falls back to page 1 and the default size for missing or invalid values', () => {
    expect(readUrlPaging(url(''), 25)).toEqual({ page: 1, pageSize: 25 });
    for (const page of ['0', '-2', '1.5', 'two', ''])
      expect(readUrlPaging(url(`page=${page}`), 10).page).toBe(1);
    // 13 is not one of the offered sizes.
    expect(readUrlPaging(url('pageSize=13'), 10).pageSize).toBe(10);
  });

  it("reads only its prefixed keys on a host page's URL", () => {
    const host = url('page=7&pageSize=50&agora.page=2');
    expect(readUrlPaging(host, 10, 'agora.')).toEqual({
      page: 2,
      pageSize: 10,
    });
  });
});

describe('writeUrlPaging', () => {
  it('leaves page 1 and the default size out of the URL', () => {
    const next = writeUrlPaging(
      url('tab=answers&page=4&pageSize=50'),
      { page: 1, pageSize: 10 },
      10,
    );
    expect(next.toString()).toBe('tab=answers');
  });

  it('writes other values after the keys it leaves alone, page before size', () => {
    const current = url('page=2&tab=answers');
    const next = writeUrlPaging(current, { page: 3, pageSize: 50 }, 10);
    expect(next.toString()).toBe('tab=answers&page=3&pageSize=50');
    // A copy: the caller's params are unchanged.
    expect(current.toString()).toBe('page=2&tab=answers');
  });

  it("writes under its prefix, keeping the host page's own page", () => {
    const next = writeUrlPaging(
      url('page=3&agora.page=5'),
      { page: 2, pageSize: 25 },
      10,
      'agora.',
    );
    expect(next.toString()).toBe('page=3&agora.page=2&agora.pageSize=25');
  });

  it('reads back what it wrote', () => {
    const position = { page: 9, pageSize: 50 } as const;
    expect(
      readUrlPaging(writeUrlPaging(url(''), position, 10, 'x.'), 10, 'x.'),
    ).toEqual(position);
  });
});
