import {
  addedMentions,
  findMentions,
  mentionHandle,
  mentionRanges,
  mentionsAsNames,
} from './mentions';

describe('findMentions', () => {
  it('finds users and groups, canonical and each once', () => {
    expect(
      findMentions(
        'Ask @user:default/Jane or @group:payments. Thanks @user:jane!',
      ),
    ).toEqual(['user:default/jane', 'group:default/payments']);
  });

  it('takes a full stop after the name as the end of the sentence', () => {
    expect(findMentions('Thanks to @user:default/maria.garcia.')).toEqual([
      'user:default/maria.garcia',
    ]);
  });

  it('ignores mentions in inline code, fenced and indented code blocks', () => {
    const markdown = [
      'Run `echo @user:default/a` first.',
      '',
      '```sh',
      'mail @user:default/b',
      '```',
      '',
      '    @user:default/c in an indented block',
      '',
      '~~~',
      '@group:default/d',
      '~~~',
      'Then ask @user:default/e.',
    ].join('\n');
    expect(findMentions(markdown)).toEqual(['user:default/e']);
  });

  it('is not fooled by e-mail addresses, URLs or other kinds', () => {
    expect(
      findMentions(
        'mail jane@user:default/x, see https://x.io/@user:default/y and @component:default/z',
      ),
    ).toEqual([]);
  });
});

describe('addedMentions', () => {
  it('names only the people an edit adds', () => {
    expect(
      addedMentions(
        'cc @user:default/jane',
        'cc @user:default/jane and @group:default/payments',
      ),
    ).toEqual(['group:default/payments']);
  });
});

describe('mentionRanges', () => {
  it('says where each mention is, without the full stop after it', () => {
    const text = 'Ask @user:jane or (@group:default/team-a). Mail a@user:x';
    const ranges = mentionRanges(text);
    expect(ranges.map(r => text.slice(r.start, r.end))).toEqual([
      '@user:jane',
      '@group:default/team-a',
    ]);
    expect(ranges.map(r => r.ref)).toEqual([
      'user:jane',
      'group:default/team-a',
    ]);
  });
});

describe('mentionsAsNames', () => {
  it('writes each mention as its handle, never the ref', () => {
    expect(
      mentionsAsNames(
        'Ask @user:default/Aisha.Khan, @group:payments or @user:ops/jane. Mail a@user:default/x',
      ),
    ).toBe('Ask @aisha.khan, @payments or @ops/jane. Mail a@user:default/x');
  });

  it('takes the names it is given, by canonical ref', () => {
    const names: Record<string, string> = {
      'user:default/aisha.khan': 'Aisha Khan',
    };
    expect(
      mentionsAsNames(
        'Thanks @user:aisha.khan and @user:default/liam.chen.',
        ref => names[ref] ?? mentionHandle(ref),
      ),
    ).toBe('Thanks @Aisha Khan and @liam.chen.');
  });
});
