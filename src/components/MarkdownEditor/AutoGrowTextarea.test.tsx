import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  FAKE_LINE_HEIGHT,
  fakeTextareaLayout,
} from '../../testing/textareaLayout';
import { AutoGrowTextarea } from './AutoGrowTextarea';

const LINE = FAKE_LINE_HEIGHT;
beforeAll(fakeTextareaLayout);
afterAll(() => jest.restoreAllMocks());

function Field(props: { initial?: string; hidden?: boolean }) {
  const [value, setValue] = useState(props.initial ?? '');
  return (
    <div hidden={props.hidden}>
      <AutoGrowTextarea
        aria-label="Body"
        rows={3}
        value={value}
        onChange={e => setValue(e.target.value)}
      />
    </div>
  );
}

const lines = (n: number) =>
  Array.from({ length: n }, (_, i) => `line ${i}`).join('\n');

describe('AutoGrowTextarea', () => {
  it('is `rows` lines high until its text needs more, then grows with it', async () => {
    const user = userEvent.setup();
    render(<Field />);
    const body = screen.getByRole('textbox', { name: 'Body' });
    expect(body.style.height).toBe(`${3 * LINE}px`);
    await user.type(body, 'one{Enter}two{Enter}three{Enter}four');
    expect(body.style.height).toBe(`${4 * LINE}px`);
  });

  it('fits a long text at once, and keeps its height while hidden', () => {
    // Controlled from outside, as a draft restored into a hidden tab is.
    const shown = (value: string, hidden = false) => (
      <div hidden={hidden}>
        <AutoGrowTextarea aria-label="Body" rows={3} value={value} readOnly />
      </div>
    );
    const { rerender } = render(shown(lines(60)));
    const body = screen.getByRole('textbox', { name: 'Body' });
    expect(body.style.height).toBe(`${60 * LINE}px`);
    // Hidden, it has no width to measure in: a new text waits until shown.
    rerender(shown(lines(61), true));
    expect(body.style.height).toBe(`${60 * LINE}px`);
  });

  it('grows up to maxRows, then scrolls inside without measuring the text again', () => {
    const shown = (value: string) => (
      <AutoGrowTextarea
        aria-label="Body"
        rows={3}
        maxRows={10}
        value={value}
        readOnly
      />
    );
    const { rerender } = render(shown(lines(5)));
    const body = screen.getByRole('textbox', { name: 'Body' });
    expect([body.style.height, body.style.overflowY]).toEqual([
      `${5 * LINE}px`,
      'hidden',
    ]);
    rerender(shown(lines(3000)));
    expect([body.style.height, body.style.overflowY]).toEqual([
      `${10 * LINE}px`,
      'auto',
    ]);

    // Full: a longer text keeps the height, and the copy is left alone.
    const copy = document.querySelector<HTMLTextAreaElement>(
      'textarea[aria-hidden="true"]',
    )!;
    const copied = jest.fn();
    Object.defineProperty(copy, 'value', {
      configurable: true,
      get: () => '',
      set: copied,
    });
    rerender(shown(`${lines(3000)}\nmore`));
    expect(copied).not.toHaveBeenCalled();
    expect(body.style.height).toBe(`${10 * LINE}px`);

    // Short again: measured, and back to growing with it.
    delete (copy as { value?: string }).value;
    rerender(shown(lines(4)));
    expect([body.style.height, body.style.overflowY]).toEqual([
      `${4 * LINE}px`,
      'hidden',
    ]);
  });

  it('leaves only the real textarea to assistive technology and the keyboard', () => {
    render(<Field />);
    expect(screen.getAllByRole('textbox')).toHaveLength(1);
    const copy = document.querySelector('textarea[aria-hidden="true"]');
    expect(copy).toHaveAttribute('tabindex', '-1');
    expect(copy).toHaveAttribute('readonly');
  });

  it('hands the element to InputBase through inputRef', () => {
    const inputRef = jest.fn();
    render(<AutoGrowTextarea aria-label="Body" inputRef={inputRef} />);
    expect(inputRef).toHaveBeenCalledWith(
      screen.getByRole('textbox', { name: 'Body' }),
    );
  });
});
