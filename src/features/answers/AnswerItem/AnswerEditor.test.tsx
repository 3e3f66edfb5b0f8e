import { configure, screen } from '@testing-library/react';
import { EDIT_SUMMARY_MAX_LENGTH, LIMITS } from '../../../api/types';
import { makeAnswer } from '../../../testing/fixtures/posts';
import { updateAnswerHandler } from '../../../testing/handlers/answers';
import { errorsBody, type SeenRequest } from '../../../testing/handlers/http';
import { setupMswServer } from '../../../testing/mswServer';
import { renderAgora } from '../../../testing/renderAgora';
import { AnswerEditor } from './AnswerEditor';

const server = setupMswServer();
configure({ asyncUtilTimeout: 5_000 });

const summaryBox = () => screen.getByRole('textbox', { name: 'Edit summary' });

describe('AnswerEditor', () => {
  it('sends the edit summary with the edit', async () => {
    const seen: SeenRequest[] = [];
    const onDone = jest.fn();
    server.use(updateAnswerHandler({ onRequest: r => seen.push(r) }));
    const { user } = await renderAgora(
      <AnswerEditor answer={makeAnswer()} onDone={onDone} />,
    );
    await user.type(summaryBox(), '  Fixed the file name  ');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await screen.findByRole('button', { name: 'Save' });
    expect(seen[0]?.body).toMatchObject({
      answer: 'Use app-config.yaml.',
      summary: 'Fixed the file name',
    });
    expect(onDone).toHaveBeenCalled();
  });

  it('keeps the summary after a failed save, and says why', async () => {
    server.use(
      updateAnswerHandler({ status: 400, body: errorsBody('Too short') }),
    );
    const { user } = await renderAgora(
      <AnswerEditor answer={makeAnswer()} onDone={jest.fn()} />,
    );
    await user.type(summaryBox(), 'Typo');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to update answer: Too short',
    );
    expect(summaryBox()).toHaveValue('Typo');
  });

  it('says when the answer is over its limit, and keeps it unsent', async () => {
    const seen: SeenRequest[] = [];
    const onDone = jest.fn();
    server.use(updateAnswerHandler({ onRequest: r => seen.push(r) }));
    const long = 'x'.repeat(LIMITS.answerMaxLength + 1);
    const { user } = await renderAgora(
      <AnswerEditor answer={makeAnswer({ content: long })} onDone={onDone} />,
    );
    const answerBox = screen.getByRole('textbox', { name: /Edit answer/ });
    expect(answerBox).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Too long: at most 50,000 characters',
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(answerBox).toHaveFocus();
    expect(answerBox).toHaveValue(long);
    expect(seen).toHaveLength(0);
    expect(onDone).not.toHaveBeenCalled();
  });

  it('refuses a summary longer than the limit, without a request', async () => {
    const seen: SeenRequest[] = [];
    server.use(updateAnswerHandler({ onRequest: r => seen.push(r) }));
    const { user } = await renderAgora(
      <AnswerEditor answer={makeAnswer()} onDone={jest.fn()} />,
    );
    await user.click(summaryBox());
    await user.paste('x'.repeat(EDIT_SUMMARY_MAX_LENGTH + 1));
    expect(summaryBox()).toHaveAttribute('aria-invalid', 'true');
    expect(
      screen.getByText(`At most ${EDIT_SUMMARY_MAX_LENGTH} characters`),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(seen).toHaveLength(0);
  });
});
