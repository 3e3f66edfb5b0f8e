import { screen } from '@testing-library/react';
import { useGetPostQuery } from '../features/posts/postsApi';
import { getPostHandler } from '../testing/handlers/posts';
import { fetchCalls } from '../testing/handlers/http';
import { setupMswServer } from '../testing/mswServer';
import { renderAgora } from '../testing/renderAgora';

const server = setupMswServer();

/** Two unrelated components that both show post 1. */
function Title({ label }: { label: string }) {
  const { data } = useGetPostQuery(1);
  return <p>{data ? `${label}: ${data.title}` : `${label}: loading`}</p>;
}

it('two components asking for the same data make one request', async () => {
  let requests = 0;
  server.use(getPostHandler({ onRequest: () => (requests += 1) }));
  const { extra } = await renderAgora(
    <>
      <Title label="header" />
      <Title label="sidebar" />
    </>,
  );
  expect(
    await screen.findByText('header: How do I configure the catalog?'),
  ).toBeInTheDocument();
  expect(
    await screen.findByText('sidebar: How do I configure the catalog?'),
  ).toBeInTheDocument();
  expect(requests).toBe(1);
  expect(fetchCalls(extra)).toEqual(['GET /posts/1']);
});
