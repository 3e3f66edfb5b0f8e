import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import {
  backendToken,
  expect,
  test,
  uniqueWord,
  USERS,
} from '../support/agora';

/**
 * An agent's view of Agora (docs/integrations.md): an MCP client of the dev
 * backend's MCP actions backend, signed in as a demo user the way an agent
 * acting for a person would be.
 */
async function agentAs(user: string) {
  const client = new Client({ name: 'agora-e2e-agent', version: '1.0.0' });
  await client.connect(
    new StreamableHTTPClientTransport(
      new URL('http://localhost:7007/api/mcp-actions/v1'),
      {
        requestInit: {
          headers: { authorization: `Bearer ${await backendToken(user)}` },
        },
      },
    ),
  );
  return client;
}

/** Calls a tool and returns its structured output, failing on a tool error. */
async function call(client: Client, name: string, args: object) {
  const result = await client.callTool({ name, arguments: { ...args } });
  expect(result.isError, JSON.stringify(result.content)).toBeFalsy();
  return result.structuredContent as Record<string, any>;
}

test('an MCP client lists the tools, finds a seeded question, asks one, and Agora lists it', async ({
  open,
}) => {
  const agent = await agentAs(USERS.liam);
  try {
    const { tools } = await agent.listTools();
    expect(tools.map(tool => tool.name).sort()).toEqual(
      [
        'agora.answer-question',
        'agora.ask-question',
        'agora.comment',
        'agora.get-post',
        'agora.mark-answer-correct',
        'agora.search-posts',
        'agora.share-link',
        'agora.vote',
        'agora.write-article',
      ].sort(),
    );
    const search = tools.find(tool => tool.name === 'agora.search-posts');
    expect(search?.annotations?.readOnlyHint).toBe(true);
    expect(Object.keys(search?.inputSchema.properties ?? {})).toContain(
      'query',
    );

    // A question of the demo community (seed/content/platformQuestions.ts).
    const found = await call(agent, 'agora.search-posts', {
      query: 'OOMKilled Java',
    });
    expect(found.posts[0]).toMatchObject({
      title: 'Pods restarted with OOMKilled after upgrading to Java 21',
      type: 'question',
    });
    const read = await call(agent, 'agora.get-post', {
      postId: found.posts[0].id,
    });
    expect(read.answers.length).toBe(found.posts[0].answersCount);

    const word = uniqueWord('agent');
    const title = `Which dashboard shows ${word} latency?`;
    const asked = await call(agent, 'agora.ask-question', {
      title,
      content: `An agent asks on behalf of Liam about **${word}**.`,
      tags: ['observability'],
    });
    expect(asked.link).toBe(
      `http://localhost:3000/agora/questions/${asked.id}`,
    );

    // A tool error is the API's own message, not a failure of the session.
    const refused = await agent.callTool({
      name: 'agora.vote',
      arguments: { postId: asked.id, vote: 'up' },
    });
    expect(refused.isError).toBe(true);
    expect(JSON.stringify(refused.content)).toContain(
      'You cannot vote on your own post',
    );

    // People see it in Agora as Liam's question.
    const page = await open('/agora/questions', USERS.maria);
    const list = page.getByRole('list', { name: 'Questions' });
    await list.getByRole('link', { name: title }).click();
    await expect(page).toHaveURL(new URL(asked.link).pathname);
    await expect(
      page.getByRole('heading', { name: title, level: 2 }),
    ).toBeVisible();
    await expect(
      page.getByText(`An agent asks on behalf of Liam about`),
    ).toBeVisible();
  } finally {
    await agent.close();
  }
});
