import { screen, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import { makeRevision } from '../../../testing/fixtures/revisions';
import { renderAgora } from '../../../testing/renderAgora';
import { DiffView } from './DiffView';

const section = (name: string) => screen.getByRole('region', { name });

/** The marks of a kind in a region, as their visible text. */
const marks = (region: HTMLElement, tag: 'ins' | 'del') =>
  Array.from(region.querySelectorAll(tag)).map(el =>
    // The hidden "Added:" / "Removed:" label comes first.
    el.textContent!.replace(/^(Added|Removed): /, ''),
  );

describe('DiffView', () => {
  it('marks added and removed words of the title and content, and says so in words', async () => {
    const before = makeRevision({
      title: 'How do I configure the catalog?',
      content: 'I want to add locations.',
    });
    const after = makeRevision({
      revision: 2,
      title: 'How do I configure the software catalog?',
      content: 'I want to add new places today.',
    });
    const { container } = await renderAgora(
      <DiffView before={before} after={after} />,
    );

    const title = section('Title');
    expect(marks(title, 'ins')).toEqual(['software ']);
    expect(marks(title, 'del')).toEqual([]);
    expect(title).toHaveTextContent(
      'How do I configure the Added: software catalog?',
    );
    const content = section('Content');
    expect(marks(content, 'ins')).toEqual(['new places today']);
    expect(marks(content, 'del')).toEqual(['locations']);
    // Unchanged words are plain text.
    expect(
      content.querySelector('ins, del')!.previousSibling,
    ).toHaveTextContent('I want to add');
    // Screen readers hear the kind of each change, not only its colour.
    expect(within(content).getByText('Added:')).toBeInTheDocument();
    expect(within(content).getByText('Removed:')).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('lists tags and entities as added, removed and unchanged', async () => {
    const before = makeRevision({
      tags: ['catalog', 'old'],
      entities: ['component:default/payments'],
    });
    const after = makeRevision({
      revision: 2,
      tags: ['catalog', 'backstage'],
      entities: ['component:default/billing'],
    });
    await renderAgora(<DiffView before={before} after={after} />);

    const tags = screen.getByRole('list', { name: 'Tags' });
    const items = within(tags)
      .getAllByRole('listitem')
      .map(li => li.textContent);
    expect(items).toEqual(['catalog', 'Added: backstage', 'Removed: old']);
    expect(marks(tags, 'ins')).toEqual(['backstage']);
    expect(marks(tags, 'del')).toEqual(['old']);
    const entities = screen.getByRole('list', { name: 'Entities' });
    expect(marks(entities, 'ins')).toEqual(['billing']);
    expect(marks(entities, 'del')).toEqual(['payments']);
  });

  it('shows a changed link address and header image as old and new values', async () => {
    await renderAgora(
      <DiffView
        before={makeRevision({
          url: 'https://old.example.com/',
          headerImage: 'https://img.example.com/a.png',
        })}
        after={makeRevision({
          revision: 2,
          url: 'https://new.example.com/',
          headerImage: 'https://img.example.com/a.png',
        })}
      />,
    );
    const url = screen.getByRole('list', { name: 'Link address' });
    expect(marks(url, 'del')).toEqual(['https://old.example.com/']);
    expect(marks(url, 'ins')).toEqual(['https://new.example.com/']);
    const image = screen.getByRole('list', { name: 'Header image' });
    expect(image.querySelector('ins, del')).toBeNull();
    expect(image).toHaveTextContent('https://img.example.com/a.png');
  });

  it('compares long content line by line, and by words on request', async () => {
    const lines = Array.from({ length: 40 }, (_, i) => `Line ${i + 1}`);
    const changed = [...lines];
    changed[9] = 'Line ten, rewritten';
    const { user } = await renderAgora(
      <DiffView
        before={makeRevision({ content: lines.join('\n') })}
        after={makeRevision({ revision: 2, content: changed.join('\n') })}
      />,
    );
    const content = section('Content');
    expect(screen.getByRole('button', { name: 'By lines' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // Whole lines: the old one removed, the new one added.
    expect(marks(content, 'del')).toEqual(['Line 10']);
    expect(marks(content, 'ins')).toEqual(['Line ten, rewritten']);

    await user.click(screen.getByRole('button', { name: 'By words' }));
    expect(screen.getByRole('button', { name: 'By words' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(marks(section('Content'), 'del')).toEqual(['10']);
    expect(marks(section('Content'), 'ins')).toEqual(['ten, rewritten']);
  });

  it('says "No changes" when both versions are the same', async () => {
    await renderAgora(
      <DiffView
        before={makeRevision()}
        after={makeRevision({ revision: 2 })}
      />,
    );
    expect(screen.getByText('No changes')).toBeInTheDocument();
    expect(document.querySelector('ins, del')).toBeNull();
  });

  it('shows a first version as all added', async () => {
    await renderAgora(<DiffView after={makeRevision()} />);
    expect(marks(section('Content'), 'ins')).toEqual([
      'I want to add locations.',
    ]);
    expect(marks(section('Title'), 'ins')).toEqual([
      'How do I configure the catalog?',
    ]);
    expect(document.querySelector('del')).toBeNull();
  });
});
