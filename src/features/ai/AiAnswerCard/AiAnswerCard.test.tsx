import { configure, screen, waitFor } from '@testing-library/react';
import { aiAnswerHandler, aiStatusHandler } from '../../../testing/handlers/ai';
import type { SeenRequest } from '../../../testing/handlers/http';
import { setupMswServer } from '../../../testing/mswServer';
import { renderAgora } from '../../../testing/renderAgora';
import { AiAnswerCard } from './AiAnswerCard';

const server = setupMswServer();
configure({ asyncUtilTimeout: 5_000 });

describe('AiAnswerCard', () => {
  it('shows the AI answer, labelled as AI-generated, and collapses', async () => {
    server.use(aiStatusHandler(), aiAnswerHandler());
    const { user } = await renderAgora(<AiAnswerCard postId={1} />);

    const toggle = await screen.findByRole('button', {
      name: /AI-generated answer/,
    });
    expect(screen.getByText(/written by an AI model/)).toBeVisible();
    expect(screen.getByText('Try the catalog docs.')).toBeVisible();
    expect(toggle).toHaveAttribute('aria-expanded', 'true');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows nothing and asks for no answer when AI for existing questions is off', async () => {
    const seen: SeenRequest[] = [];
    server.use(
      aiStatusHandler({
        body: {
          enabled: true,
          articleSummaries: true,
          existingQuestions: false,
          newQuestions: true,
        },
        onRequest: r => seen.push(r),
      }),
      aiAnswerHandler({ onRequest: r => seen.push(r) }),
    );
    const { container } = await renderAgora(<AiAnswerCard postId={1} />);
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0].url.pathname).toMatch(/\/ai\/status$/);
    expect(container).toBeEmptyDOMElement();
  });

  it('shows nothing when the server has no answer', async () => {
    const seen: SeenRequest[] = [];
    server.use(
      aiStatusHandler(),
      aiAnswerHandler({
        status: 404,
        body: null,
        onRequest: r => seen.push(r),
      }),
    );
    const { container } = await renderAgora(<AiAnswerCard postId={1} />);
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(container).toBeEmptyDOMElement();
  });
});
