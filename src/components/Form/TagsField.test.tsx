import { useState } from 'react';
import { configure, screen, waitFor, within } from '@testing-library/react';
import type { SeenRequest } from '../../testing/handlers/http';
import { suggestTagsHandler } from '../../testing/handlers/suggestions';
import { getTagsHandler } from '../../testing/handlers/tags';
import { makeTag } from '../../testing/fixtures/tags';
import { setupMswServer } from '../../testing/mswServer';
import { renderAgora } from '../../testing/renderAgora';
import { LIMITS } from '../../api/types';
import { TagsField } from './TagsField';

const server = setupMswServer();
configure({ asyncUtilTimeout: 5_000 });

function Harness({
  title = '',
  content = '',
}: {
  title?: string;
  content?: string;
}) {
  const [tags, setTags] = useState<string[]>([]);
  return (
    <>
      <TagsField
        value={tags}
        onChange={setTags}
        title={title}
        content={content}
      />
      <output aria-label="chosen">{tags.join(',')}</output>
    </>
  );
}

describe('TagsField', () => {
  it('offers tags suggested for the draft as chips that add the tag', async () => {
    const suggested: SeenRequest[] = [];
    server.use(
      getTagsHandler(),
      suggestTagsHandler({
        body: { tags: ['catalog', 'yaml'] },
        onRequest: r => suggested.push(r),
      }),
    );
    const { user } = await renderAgora(
      <Harness title="Catalog YAML" content="How to write it" />,
    );

    const group = await screen.findByRole('group', { name: 'Suggested tags' });
    expect(suggested[0].body).toEqual({
      title: 'Catalog YAML',
      content: 'How to write it',
    });
    await user.click(
      within(group).getByRole('button', { name: 'Add tag yaml' }),
    );
    expect(screen.getByLabelText('chosen')).toHaveTextContent('yaml');
    // A chosen suggestion is no longer offered.
    expect(
      within(screen.getByRole('group', { name: 'Suggested tags' })).queryByRole(
        'button',
        { name: 'Add tag yaml' },
      ),
    ).toBeNull();
  });

  it('sends at most the content a post may hold, so a long draft still gets suggestions', async () => {
    const suggested: SeenRequest[] = [];
    server.use(
      getTagsHandler(),
      suggestTagsHandler({
        body: { tags: ['kafka'] },
        onRequest: r => suggested.push(r),
      }),
    );
    await renderAgora(
      <Harness
        title="Big paste"
        content={'x'.repeat(LIMITS.contentMaxLength + 5)}
      />,
    );
    await screen.findByRole('group', { name: 'Suggested tags' });
    expect(suggested[0].body).toEqual({
      title: 'Big paste',
      content: 'x'.repeat(LIMITS.contentMaxLength),
    });
  });

  it('asks for no suggestions while the draft is empty', async () => {
    const suggested: SeenRequest[] = [];
    server.use(
      getTagsHandler(),
      suggestTagsHandler({ onRequest: r => suggested.push(r) }),
    );
    await renderAgora(<Harness />);
    await new Promise(resolve => setTimeout(resolve, 1000));
    expect(suggested).toEqual([]);
    expect(
      screen.queryByRole('group', { name: 'Suggested tags' }),
    ).not.toBeInTheDocument();
  });

  it('completes from existing tags searched as the person types', async () => {
    const searched: string[] = [];
    server.use(
      getTagsHandler({
        body: { tags: [makeTag({ tag: 'kubernetes' })], total: 1 },
        onRequest: r =>
          searched.push(r.url.searchParams.get('searchQuery') ?? ''),
      }),
      suggestTagsHandler(),
    );
    const { user } = await renderAgora(<Harness />);

    await user.type(screen.getByRole('textbox', { name: 'Tags' }), 'kube');
    await waitFor(() => expect(searched).toContain('kube'));
    await user.click(await screen.findByRole('option', { name: 'kubernetes' }));
    expect(screen.getByLabelText('chosen')).toHaveTextContent('kubernetes');
  });
});
