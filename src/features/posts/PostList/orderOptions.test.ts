import { orderByOptions } from './orderOptions';

describe('orderByOptions', () => {
  it('offers "most clicked" on link lists only', () => {
    expect(orderByOptions('link')).toContain('clicks');
    expect(orderByOptions('question')).not.toContain('clicks');
    expect(orderByOptions('article')).not.toContain('clicks');
    expect(orderByOptions(undefined)).not.toContain('clicks');
  });

  it('leaves the collection and deletion orders to their own pages', () => {
    for (const type of ['question', 'article', 'link', undefined] as const) {
      expect(orderByOptions(type)).not.toContain('rank');
      expect(orderByOptions(type)).not.toContain('deleted');
    }
  });

  it('offers best match, first, only while the list searches', () => {
    for (const type of ['question', 'article', 'link', undefined] as const) {
      expect(orderByOptions(type)).not.toContain('relevance');
      expect(orderByOptions(type, 'relevance')).not.toContain('relevance');
      expect(orderByOptions(type, 'created', true)[0]).toBe('relevance');
    }
  });

  it('keeps a sort from a shared address even where it is not offered', () => {
    expect(orderByOptions('article', 'clicks')).toContain('clicks');
  });
});
