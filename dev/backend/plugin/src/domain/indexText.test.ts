import { indexText } from './indexText';

describe('indexText', () => {
  it('keeps the words of markdown and drops its syntax', () => {
    const markdown = [
      '# Deploying **fast**',
      '',
      '> Quoted _advice_ with a [guide](https://example.com/guide)',
      '',
      '- [x] done item',
      '1. numbered ~~old~~ step',
      '',
      '```bash',
      'npm run build_all',
      '```',
      '',
      '| Env | URL |',
      '| --- | --- |',
      '| prod | `https://prod` |',
      '',
      '![diagram](/api/agora/attachments/abc) <b>bold</b> snake_case_name',
      '',
      '[ref]: https://example.com',
      '---',
    ].join('\n');
    expect(indexText(markdown)).toBe(
      'Deploying fast Quoted advice with a guide done item numbered old step ' +
        'npm run build_all Env URL prod https://prod diagram bold snake_case_name',
    );
  });

  it('answers an empty text for empty markdown', () => {
    expect(indexText('')).toBe('');
  });
});
