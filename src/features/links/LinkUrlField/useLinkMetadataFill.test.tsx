import { act, screen } from '@testing-library/react';
import type { SeenRequest } from '../../../testing/handlers/http';
import { linkMetadataHandler } from '../../../testing/handlers/links';
import { setupMswServer } from '../../../testing/mswServer';
import { renderAgora } from '../../../testing/renderAgora';
import { MAX_TITLE_LENGTH, useDraftForm } from '../../../components/Form';
import { EMPTY_POST_FORM } from '../../posts/PostForm';
import {
  METADATA_DEBOUNCE_MS,
  metadataValues,
  useLinkMetadataFill,
} from './useLinkMetadataFill';

const server = setupMswServer();

const EDITED = {
  ...EMPTY_POST_FORM,
  title: 'Helm docs',
  url: 'https://helm.sh',
};

function EditForm() {
  const form = useDraftForm('edit:3', EDITED);
  useLinkMetadataFill(form);
  return <output aria-label="content">{form.values.content}</output>;
}

describe('metadataValues', () => {
  it('keeps titles within the limit and only http(s) images', () => {
    expect(
      metadataValues({
        title: ` ${'x'.repeat(MAX_TITLE_LENGTH + 5)} `,
        content: ' About it ',
        image: 'ftp://files.example.com/logo.png',
      }),
    ).toEqual({
      title: 'x'.repeat(MAX_TITLE_LENGTH),
      content: 'About it',
      headerImage: undefined,
    });
  });
});

describe('useLinkMetadataFill', () => {
  it('fetches nothing for the URL an edited post already has', async () => {
    const seen: SeenRequest[] = [];
    server.use(linkMetadataHandler({ onRequest: r => seen.push(r) }));
    await renderAgora(<EditForm />);
    // Real time past the debounce: a request would have been sent by now.
    await act(
      () =>
        new Promise(resolve => setTimeout(resolve, METADATA_DEBOUNCE_MS * 3)),
    );
    expect(seen).toEqual([]);
    expect(screen.getByLabelText('content')).toHaveTextContent('');
  });
});
