import { errorMessage, withReasons, type AgoraApiError } from './errors';

const refused: AgoraApiError = {
  kind: 'server-errors',
  message: 'Failed to vote post',
  status: 400,
  errors: [{ message: 'You cannot vote on your own post' }],
};

describe('withReasons', () => {
  it("adds the server's reasons to the operation's message", () => {
    expect(withReasons('Failed to vote post', refused)).toBe(
      'Failed to vote post: You cannot vote on your own post',
    );
    expect(
      withReasons('Could not delete the post', {
        ...refused,
        errors: [{ message: 'Not allowed' }, { message: 'Try later' }],
      }),
    ).toBe('Could not delete the post: Not allowed; Try later');
  });

  it('is the message alone without reasons, or when a reason repeats it', () => {
    expect(withReasons('Failed to vote post', undefined)).toBe(
      'Failed to vote post',
    );
    expect(
      withReasons('Failed to vote post', { kind: 'http', message: 'x (500)' }),
    ).toBe('Failed to vote post');
    expect(
      withReasons('Failed to vote post', {
        ...refused,
        errors: [{ message: 'Failed to vote post' }],
      }),
    ).toBe('Failed to vote post');
  });
});

describe('errorMessage', () => {
  it("words an Agora error with its own message and the server's reasons", () => {
    expect(errorMessage(refused)).toBe(
      'Failed to vote post: You cannot vote on your own post',
    );
    expect(errorMessage(new Error('boom'))).toBe('boom');
    expect(errorMessage('?')).toBe('Failed to fetch');
  });
});
