import { useState } from 'react';
import {
  act,
  createEvent,
  fireEvent,
  screen,
  waitFor,
} from '@testing-library/react';
import { renderWithApis } from '../../testing/renderWithApis';
import {
  FAKE_LINE_HEIGHT,
  fakeTextareaLayout,
} from '../../testing/textareaLayout';
import userEvent from '@testing-library/user-event';
import { axe, toHaveNoViolations } from 'jest-axe';
import {
  MAX_ROWS,
  MarkdownEditor,
  MarkdownEditorProps,
} from './MarkdownEditor';

expect.extend(toHaveNoViolations);

function Harness({
  initial = '',
  ...props
}: Partial<MarkdownEditorProps> & { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <MarkdownEditor label="Body" value={value} onChange={setValue} {...props} />
  );
}

function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const textbox = () =>
  screen.getByRole('textbox', { name: /Body/ }) as HTMLTextAreaElement;
const png = (name = 'shot.png') =>
  new File(['png'], name, { type: 'image/png' });

describe('MarkdownEditor', () => {
  it('wraps the selection in bold and italic markers', async () => {
    const user = userEvent.setup();
    renderWithApis(<Harness initial="hello world" />);
    textbox().setSelectionRange(6, 11);
    await user.click(screen.getByRole('button', { name: 'Bold' }));
    expect(textbox()).toHaveValue('hello **world**');
    // The wrapped word stays selected, so a second command applies to it.
    expect(textbox().selectionStart).toBe(8);
    expect(textbox().selectionEnd).toBe(13);
    await user.click(screen.getByRole('button', { name: 'Italic' }));
    expect(textbox()).toHaveValue('hello **_world_**');
  });

  it('inserts a placeholder at the cursor when nothing is selected', async () => {
    const user = userEvent.setup();
    renderWithApis(<Harness initial="See " />);
    textbox().setSelectionRange(4, 4);
    await user.click(screen.getByRole('button', { name: 'Link' }));
    expect(textbox()).toHaveValue('See [link text](https://)');
    await user.click(screen.getByRole('button', { name: 'Code' }));
    // "link text" was selected by the link command, so code wraps it.
    expect(textbox()).toHaveValue('See [`link text`](https://)');
  });

  it('prefixes every selected line for lists, quotes and headings', async () => {
    const user = userEvent.setup();
    renderWithApis(<Harness initial={'one\ntwo'} />);
    textbox().setSelectionRange(0, 7);
    await user.click(screen.getByRole('button', { name: 'Numbered list' }));
    expect(textbox()).toHaveValue('1. one\n2. two');

    textbox().setSelectionRange(0, 0);
    await user.click(screen.getByRole('button', { name: 'Quote' }));
    expect(textbox()).toHaveValue('> 1. one\n2. two');
  });

  it('has a button with a name for every formatting action', () => {
    renderWithApis(<Harness onUploadImage={jest.fn()} />);
    const toolbar = screen.getByRole('toolbar', { name: 'Formatting' });
    const names = Array.from(toolbar.querySelectorAll('button')).map(b =>
      b.getAttribute('aria-label'),
    );
    expect(names).toEqual([
      'Bold',
      'Italic',
      'Heading',
      'Link',
      'Quote',
      'Code',
      'Bulleted list',
      'Numbered list',
      'Insert image',
    ]);
  });

  it('applies shortcuts from the keyboard', async () => {
    const user = userEvent.setup();
    renderWithApis(<Harness />);
    await user.click(textbox());
    await user.keyboard('{Control>}b{/Control}');
    expect(textbox()).toHaveValue('**bold text**');
  });

  it('previews with the markdown renderer and disables the toolbar there', async () => {
    const user = userEvent.setup();
    renderWithApis(
      <Harness initial={'## Heading\n\n<script>alert(1)</script>'} />,
    );
    await user.click(screen.getByRole('tab', { name: 'Preview' }));
    expect(screen.getByRole('tab', { name: 'Preview' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(
      screen.getByRole('heading', { name: 'Heading' }),
    ).toBeInTheDocument();
    expect(document.querySelector('script')).toBeNull();
    expect(screen.getByRole('button', { name: 'Bold' })).toBeDisabled();

    await user.click(screen.getByRole('tab', { name: 'Write' }));
    expect(textbox()).toBeVisible();
    expect(textbox()).toHaveValue('## Heading\n\n<script>alert(1)</script>');
  });

  it.each([
    ['<div>x</div>', true],
    ['Line one<br>line two', true],
    ['**bold**, `<div>` in code and a <https://example.com> autolink', false],
    ['```html\n<div>x</div>\n```', false],
  ])(
    'flags raw HTML the preview leaves out: %j → %s',
    async (initial, flagged) => {
      const user = userEvent.setup();
      renderWithApis(<Harness initial={initial} />);
      const notice = 'HTML is not supported; it will be removed';
      expect(screen.queryByText(notice)).toBeNull();
      await user.click(screen.getByRole('tab', { name: 'Preview' }));
      expect(
        screen.queryAllByRole('status').map(status => status.textContent),
      ).toEqual(flagged ? [notice] : []);
      // The text itself is never touched.
      await user.click(screen.getByRole('tab', { name: 'Write' }));
      expect(textbox()).toHaveValue(initial);
    },
  );

  it('says when there is nothing to preview', async () => {
    const user = userEvent.setup();
    renderWithApis(<Harness />);
    await user.click(screen.getByRole('tab', { name: 'Preview' }));
    expect(screen.getByText('Nothing to preview')).toBeInTheDocument();
  });

  it('uploads a picked image, showing progress, and inserts it at the cursor', async () => {
    const user = userEvent.setup();
    const upload = deferred<{ url: string }>();
    const onUploadImage = jest.fn(() => upload.promise);
    renderWithApis(
      <Harness initial="before after" onUploadImage={onUploadImage} />,
    );
    textbox().setSelectionRange(7, 7);

    await user.upload(screen.getByLabelText('Image file to upload'), png());
    expect(onUploadImage).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'shot.png' }),
    );
    expect(screen.getByRole('status')).toHaveTextContent('Uploading shot.png…');
    expect(textbox()).toHaveValue('before ![Uploading shot.png…]()after');

    await act(async () => upload.resolve({ url: '/api/agora/attachments/7' }));
    expect(textbox()).toHaveValue(
      'before ![shot.png](/api/agora/attachments/7)after',
    );
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('uploads pasted images', async () => {
    const onUploadImage = jest.fn(async () => ({ url: '/a/1' }));
    renderWithApis(<Harness onUploadImage={onUploadImage} />);
    fireEvent.paste(textbox(), {
      clipboardData: { files: [png('pasted.png')], types: ['Files'] },
    });
    await waitFor(() => expect(textbox()).toHaveValue('![pasted.png](/a/1)'));
  });

  it('uploads dropped images', async () => {
    const onUploadImage = jest.fn(async () => ({ url: '/a/2' }));
    renderWithApis(<Harness initial="x" onUploadImage={onUploadImage} />);
    textbox().setSelectionRange(1, 1);
    fireEvent.drop(textbox(), {
      dataTransfer: { files: [png('drop.png')], types: ['Files'] },
    });
    await waitFor(() => expect(textbox()).toHaveValue('x![drop.png](/a/2)'));
  });

  it('accepts file drags (cancels dragover, so real browsers fire drop)', () => {
    renderWithApis(<Harness onUploadImage={jest.fn()} />);
    const fileDrag = createEvent.dragOver(textbox(), {
      dataTransfer: { files: [png()], types: ['Files'] },
    });
    fireEvent(textbox(), fileDrag);
    expect(fileDrag.defaultPrevented).toBe(true);
    // Dragging selected text keeps the browser's own behaviour.
    const textDrag = createEvent.dragOver(textbox(), {
      dataTransfer: { files: [], types: ['text/plain'] },
    });
    fireEvent(textbox(), textDrag);
    expect(textDrag.defaultPrevented).toBe(false);
  });

  it('leaves file drags alone where images cannot be uploaded', () => {
    renderWithApis(<Harness />);
    const fileDrag = createEvent.dragOver(textbox(), {
      dataTransfer: { files: [png()], types: ['Files'] },
    });
    fireEvent(textbox(), fileDrag);
    expect(fileDrag.defaultPrevented).toBe(false);
  });

  it('is shorter when compact and can take the focus on opening', () => {
    renderWithApis(<Harness compact focusOnMount />);
    expect(textbox()).toHaveFocus();
    expect(textbox()).toHaveAttribute('rows', '2');
    expect(screen.getByRole('tab', { name: 'Preview' })).toBeInTheDocument();
  });

  it('keeps the text and explains when an upload fails', async () => {
    const user = userEvent.setup();
    const onUploadImage = jest.fn(async () => {
      throw new Error('File too large');
    });
    renderWithApis(<Harness onUploadImage={onUploadImage} />);
    await user.type(textbox(), 'my precious text');
    await user.upload(screen.getByLabelText('Image file to upload'), png());

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not upload shot.png: File too large',
    );
    expect(textbox()).toHaveValue('my precious text');
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('refuses files that are not images without calling the upload', async () => {
    const onUploadImage = jest.fn();
    renderWithApis(<Harness initial="keep" onUploadImage={onUploadImage} />);
    fireEvent.drop(textbox(), {
      dataTransfer: {
        files: [new File(['x'], 'notes.pdf', { type: 'application/pdf' })],
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'notes.pdf is not an image',
    );
    expect(onUploadImage).not.toHaveBeenCalled();
    expect(textbox()).toHaveValue('keep');
  });

  it('has no image button when uploads are not possible', () => {
    renderWithApis(<Harness />);
    expect(
      screen.queryByRole('button', { name: 'Insert image' }),
    ).not.toBeInTheDocument();
  });

  it('passes label, required, helper text and error to the field', () => {
    renderWithApis(
      <Harness required error helperText="Say what you tried" minRows={4} />,
    );
    expect(textbox()).toBeRequired();
    expect(textbox()).toHaveAccessibleDescription('Say what you tried');
    expect(textbox()).toHaveAttribute('aria-invalid', 'true');
    expect(textbox()).toHaveAttribute('rows', '4');
  });

  describe('near its limit', () => {
    const MAX = 1000;
    const counter = (count: string) =>
      screen.queryByText(`${count} / 1,000 characters`);

    it('counts from 90 % of the limit on, and not before', async () => {
      const user = userEvent.setup();
      renderWithApis(
        <Harness
          initial={'x'.repeat(899)}
          maxLength={MAX}
          helperText="Markdown supported"
        />,
      );
      expect(screen.queryByText(/characters$/)).toBeNull();
      await user.type(textbox(), 'y');
      expect(counter('900')).toBeInTheDocument();
      // Beside the form's own help, which stays; nothing is wrong yet.
      expect(textbox()).toHaveAccessibleDescription(
        'Markdown supported 900 / 1,000 characters',
      );
      expect(textbox()).toHaveAttribute('aria-invalid', 'false');
      expect(screen.queryByRole('alert')).toBeNull();
    });

    it('is invalid past the limit and says so before any submit, keeping the text', async () => {
      const user = userEvent.setup();
      const text = 'x'.repeat(MAX);
      renderWithApis(
        <Harness
          initial={text}
          maxLength={MAX}
          helperText="Markdown supported"
        />,
      );
      expect(counter('1,000')).toBeInTheDocument();
      expect(textbox()).toHaveAttribute('aria-invalid', 'false');
      await user.type(textbox(), 'yz');
      expect(counter('1,002')).toBeInTheDocument();
      expect(textbox()).toHaveAttribute('aria-invalid', 'true');
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Too long: at most 1,000 characters',
      );
      expect(textbox()).toHaveValue(`${text}yz`);
      await user.type(textbox(), '{Backspace}{Backspace}');
      expect(textbox()).toHaveAttribute('aria-invalid', 'false');
      expect(screen.queryByRole('alert')).toBeNull();
    });

    it('takes a paste of 300,000 characters whole', async () => {
      const user = userEvent.setup();
      const onChange = jest.fn();
      function Spy() {
        const [value, setValue] = useState('');
        return (
          <MarkdownEditor
            label="Body"
            value={value}
            onChange={v => {
              onChange(v);
              setValue(v);
            }}
            maxLength={100_000}
          />
        );
      }
      renderWithApis(<Spy />);
      const pasted = 'The log says:\n'.repeat(21_430).slice(0, 300_000);
      await user.click(textbox());
      await user.paste(pasted);
      expect(textbox().value).toHaveLength(300_000);
      expect(textbox()).toHaveValue(pasted);
      // One change for the whole paste, not one per character.
      expect(onChange).toHaveBeenCalledTimes(1);
      expect(
        screen.getByText('300,000 / 100,000 characters'),
      ).toBeInTheDocument();
    });
  });

  describe('its height', () => {
    // jsdom has no layout: fakeTextareaLayout gives the textarea its sizes.
    const LINE = FAKE_LINE_HEIGHT;
    beforeEach(fakeTextareaLayout);
    afterEach(() => jest.restoreAllMocks());
    const lines = (n: number) => `${'line\n'.repeat(n - 1)}line`;
    const heightOf = () => parseFloat(textbox().style.height);

    it.each([
      ['full', false, MAX_ROWS.full],
      ['compact', true, MAX_ROWS.compact],
    ])(
      'is bounded when %s: a long text scrolls inside the field',
      (_, compact, rows) => {
        renderWithApis(<Harness initial={lines(500)} compact={compact} />);
        // Padding included: a few pixels more than the lines.
        expect(heightOf()).toBeGreaterThanOrEqual(rows * LINE);
        expect(heightOf()).toBeLessThan((rows + 1) * LINE);
        expect(textbox().style.overflowY).toBe('auto');
      },
    );

    it('grows with a shorter text, and takes maxRows', () => {
      renderWithApis(<Harness initial={lines(12)} maxRows={30} />);
      expect(heightOf()).toBeGreaterThanOrEqual(12 * LINE);
      expect(heightOf()).toBeLessThan(13 * LINE);
      expect(textbox().style.overflowY).toBe('hidden');
    });
  });

  it('has no accessibility violations', async () => {
    const { container } = renderWithApis(
      <Harness
        initial="**hi**"
        helperText="Markdown supported"
        onUploadImage={jest.fn()}
      />,
    );
    expect(await axe(container)).toHaveNoViolations();
  });
});
