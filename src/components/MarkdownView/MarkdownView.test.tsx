import { screen, waitFor, within } from '@testing-library/react';
import { renderWithApis } from '../../testing/renderWithApis';
import userEvent from '@testing-library/user-event';
import { ThemeProvider, createTheme } from '@material-ui/core/styles';
import { axe, toHaveNoViolations } from 'jest-axe';
import { renderAgora } from '../../testing/renderAgora';
import {
  catalogGroup,
  catalogUser,
  testCatalog,
  WithCatalog,
} from '../../testing/catalog';
import { catalogEntityRouteRef } from '../../routes';
import { MarkdownView } from './MarkdownView';

expect.extend(toHaveNoViolations);

function renderMd(content: string) {
  return renderWithApis(<MarkdownView content={content} />);
}

describe('MarkdownView', () => {
  describe('sanitisation', () => {
    it('never renders script tags, iframes or event handler attributes', () => {
      const { container } = renderMd(
        [
          'Hello <script>window.hacked = true</script>',
          '',
          '<img src="x" onerror="window.hacked = true">',
          '',
          '<iframe src="https://evil.example"></iframe>',
          '',
          '<a href="#" onclick="window.hacked = true">click</a>',
        ].join('\n'),
      );
      expect(container.querySelector('script')).toBeNull();
      expect(container.querySelector('iframe')).toBeNull();
      expect(container.querySelector('[onerror], [onclick]')).toBeNull();
      expect(container.innerHTML).not.toMatch(/onerror|onclick/);
      expect(screen.getByText(/Hello/)).toBeInTheDocument();
    });

    it('still sanitises when a host plugin injects dangerous nodes', () => {
      // A rehype plugin that adds a script and an inline handler, standing in
      // for something like rehype-raw: sanitisation must run after it.
      const evilPlugin = () => (tree: any) => {
        tree.children.push({
          type: 'element',
          tagName: 'script',
          properties: {},
          children: [{ type: 'text', value: 'alert(1)' }],
        });
        tree.children.push({
          type: 'element',
          tagName: 'p',
          properties: { onMouseOver: 'alert(1)', style: 'color:red' },
          children: [{ type: 'text', value: 'injected' }],
        });
      };
      const { container } = renderWithApis(
        <MarkdownView content="text" rehypePlugins={[evilPlugin]} />,
      );
      expect(container.querySelector('script')).toBeNull();
      const injected = screen.getByText('injected');
      expect(injected).not.toHaveAttribute('onmouseover');
      expect(injected).not.toHaveAttribute('style');
    });

    it.each([
      ['inline link', '[click](javascript:alert(1))'],
      ['uppercase scheme', '[click](JavaScript:alert(1))'],
      ['reference-style link', '[click][x]\n\n[x]: javascript:alert(1)'],
      ['autolink', '<javascript:alert(1)>'],
      ['data URL', '[click](data:text/html;base64,PHNjcmlwdD4=)'],
      ['vbscript URL', '[click](vbscript:msgbox)'],
    ])('drops unsafe URLs (%s)', (_, md) => {
      const { container } = renderMd(md);
      // The words may stay visible as text; no attribute may carry the URL.
      for (const el of Array.from(container.querySelectorAll('*'))) {
        for (const attr of Array.from(el.attributes)) {
          expect(attr.value).not.toMatch(/javascript:|data:|vbscript:/i);
        }
      }
      expect(container.querySelector('a[href]')).toBeNull();
    });

    it('drops images with unsafe sources but keeps relative attachment images', () => {
      const { container } = renderMd(
        '![bad](javascript:alert(1)) ![data](data:image/png;base64,AAAA) ![ok](/api/agora/attachments/1)',
      );
      const images = container.querySelectorAll('img');
      expect(images).toHaveLength(1);
      expect(images[0]).toHaveAttribute('src', '/api/agora/attachments/1');
      expect(images[0]).toHaveAttribute('alt', 'ok');
    });

    it('renders raw HTML as nothing rather than markup', () => {
      const { container } = renderMd('<b>bold?</b> <div class="x">y</div>');
      expect(container.querySelector('b')).toBeNull();
      expect(container.querySelector('div.x')).toBeNull();
    });
  });

  describe('links', () => {
    it('opens external links in a new tab without an opener', () => {
      renderMd('[docs](https://backstage.io) and https://example.com/auto');
      const docs = screen.getByRole('link', { name: 'docs' });
      expect(docs).toHaveAttribute('href', 'https://backstage.io');
      expect(docs).toHaveAttribute('target', '_blank');
      expect(docs).toHaveAttribute('rel', 'noopener noreferrer');
      // GFM autolink literal
      expect(
        screen.getByRole('link', { name: 'https://example.com/auto' }),
      ).toHaveAttribute('target', '_blank');
    });

    it('keeps relative and mailto links in the same tab', () => {
      renderMd('[post](/agora/questions/1) [mail](mailto:team@example.com)');
      expect(screen.getByRole('link', { name: 'post' })).not.toHaveAttribute(
        'target',
      );
      expect(screen.getByRole('link', { name: 'mail' })).toHaveAttribute(
        'href',
        'mailto:team@example.com',
      );
    });
  });

  describe('GitHub-flavoured markdown', () => {
    it('renders tables, task lists and strikethrough', () => {
      const { container } = renderMd(
        [
          '| Name | Value |',
          '| ---- | ----- |',
          '| a    | 1     |',
          '',
          '- [x] done thing',
          '- [ ] open thing',
          '',
          '~~gone~~',
        ].join('\n'),
      );
      const table = screen.getByRole('table');
      expect(
        within(table).getByRole('columnheader', { name: 'Name' }),
      ).toBeInTheDocument();
      expect(
        within(table).getByRole('cell', { name: '1' }),
      ).toBeInTheDocument();
      expect(screen.getByRole('checkbox', { name: 'Done' })).toBeChecked();
      expect(
        screen.getByRole('checkbox', { name: 'Not done' }),
      ).not.toBeChecked();
      expect(container.querySelector('del')).toHaveTextContent('gone');
    });

    it('gives headings prefixed ids and points in-page links at them', () => {
      renderMd('## Getting started\n\nSee [setup](#getting-started).');
      expect(
        screen.getByRole('heading', { name: 'Getting started' }),
      ).toHaveAttribute('id', 'user-content-getting-started');
      expect(screen.getByRole('link', { name: 'setup' })).toHaveAttribute(
        'href',
        '#user-content-getting-started',
      );
    });
  });

  describe('heading anchors', () => {
    it('gives each heading a focusable link to its own sanitised id', async () => {
      const user = userEvent.setup();
      renderMd('# Intro\n\n## Getting *started*\n\ntext');
      const heading = screen.getByRole('heading', { name: 'Getting started' });
      const anchor = screen.getByRole('link', {
        name: 'Link to section Getting started',
      });
      expect(heading).toHaveAttribute('id', 'user-content-getting-started');
      expect(anchor).toHaveAttribute('href', `#${heading.id}`);
      expect(
        screen.getByRole('link', { name: 'Link to section Intro' }),
      ).toHaveAttribute('href', '#user-content-intro');
      await user.tab();
      expect(
        screen.getByRole('link', { name: 'Link to section Intro' }),
      ).toHaveFocus();
    });

    it("renders written headings below the page's and the post's titles", () => {
      renderMd('# Top\n\n## Second\n\n##### Fifth');
      // h1 and h2 belong to the page and the post (PostView); the
      // shallowest written heading becomes an h3, whatever its level.
      expect(
        screen.getByRole('heading', { level: 3, name: 'Top' }),
      ).toHaveAttribute('data-md-level', '1');
      expect(
        screen.getByRole('heading', { level: 4, name: 'Second' }),
      ).toBeInTheDocument();
      expect(
        screen.getByRole('heading', { level: 6, name: 'Fifth' }),
      ).toBeInTheDocument();
      expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    });

    it('starts a text whose headings begin at ## at h3 too', () => {
      renderMd('## Setup\n\n### Details');
      expect(
        screen.getByRole('heading', { level: 3, name: 'Setup' }),
      ).toHaveAttribute('data-md-level', '2');
      expect(
        screen.getByRole('heading', { level: 4, name: 'Details' }),
      ).toBeInTheDocument();
    });

    it('keeps content from naming or pointing the anchor elsewhere', () => {
      const { container } = renderMd(
        '## <a id="location" href="javascript:alert(1)">x</a> Safe',
      );
      const anchor = screen.getByRole('link', { name: /Link to section/ });
      expect(anchor.getAttribute('href')).toMatch(/^#user-content-/);
      expect(container.querySelector('[id="location"]')).toBeNull();
      // eslint-disable-next-line no-script-url -- the unsafe URL is what is tested
      expect(container.innerHTML).not.toContain('javascript:');
    });

    it('reports the anchored headings, with the ids their anchors link to', () => {
      const onHeadings = jest.fn();
      const content = [
        '# Intro',
        '## Getting *started*',
        '#### Deep `detail`',
        'Claim[^1].',
        '[^1]: Source.',
      ].join('\n\n');
      const { rerender } = renderWithApis(
        <MarkdownView content={content} onHeadings={onHeadings} />,
      );
      const reported = [
        { id: 'user-content-intro', text: 'Intro', level: 1 },
        {
          id: 'user-content-getting-started',
          text: 'Getting started',
          level: 2,
        },
        { id: 'user-content-deep-detail', text: 'Deep detail', level: 4 },
      ];
      // The hidden footnotes label has no anchor, so it is no section.
      expect(onHeadings.mock.calls).toEqual([[reported]]);
      for (const { id, text } of reported) {
        expect(
          screen.getByRole('link', { name: `Link to section ${text}` }),
        ).toHaveAttribute('href', `#${id}`);
      }

      // Only a change is reported again.
      rerender(<MarkdownView content={content} onHeadings={onHeadings} />);
      expect(onHeadings).toHaveBeenCalledTimes(1);
      rerender(<MarkdownView content="## Other" onHeadings={onHeadings} />);
      expect(onHeadings).toHaveBeenLastCalledWith([
        { id: 'user-content-other', text: 'Other', level: 2 },
      ]);
    });

    it('gives the hidden footnotes label no anchor', () => {
      renderMd('Claim[^1].\n\n[^1]: Source.');
      expect(
        screen.queryByRole('link', { name: /Link to section Footnotes/ }),
      ).toBeNull();
    });
  });

  it('links footnote references to footnotes that exist', () => {
    const { container } = renderMd('Claim[^1].\n\n[^1]: Source.');
    const ref = container.querySelector('sup a')!;
    const target = ref.getAttribute('href')!.slice(1);
    expect(target).toMatch(/^user-content-/);
    expect(container.querySelector(`[id="${target}"]`)).toHaveTextContent(
      'Source.',
    );
  });

  describe('code', () => {
    it('highlights fenced code and copies it to the clipboard', async () => {
      const user = userEvent.setup();
      const { container } = renderMd('```ts\nconst answer: number = 42;\n```');
      // Readable before the highlighter (a lazy chunk) is in.
      expect(container.querySelector('pre')).toHaveTextContent(
        'const answer: number = 42;',
      );
      // The highlighter colours tokens with inline styles.
      await waitFor(() =>
        expect(
          Array.from(container.querySelectorAll('pre code span[style]')).map(
            t => t.textContent,
          ),
        ).toEqual(expect.arrayContaining(['const', '42'])),
      );

      // user-event installs a clipboard stub; watch what is written to it.
      const writeText = jest.spyOn(navigator.clipboard, 'writeText');
      await user.click(screen.getByRole('button', { name: 'Copy code' }));
      expect(writeText).toHaveBeenCalledWith('const answer: number = 42;');
      // The label changes once the clipboard write resolves.
      expect(
        await screen.findByRole('button', { name: 'Copied' }),
      ).toBeInTheDocument();
    });

    it('renders unknown languages as plain text', async () => {
      const { container } = renderMd('```cobol\nDISPLAY "HI".\n```');
      // In the highlighter's themed block, once loaded.
      await waitFor(() =>
        expect(container.querySelector('pre')!.style.background).not.toBe(''),
      );
      expect(container.querySelector('pre')).toHaveTextContent('DISPLAY "HI".');
      expect(container.querySelector('pre code span[style]')).toBeNull();
    });

    it('follows the palette type for the highlighting theme', async () => {
      const md = '```js\nlet x = 1;\n```';
      const backgroundOf = async (container: HTMLElement) => {
        const pre = () => container.querySelector('pre')!;
        await waitFor(() => expect(pre().style.background).not.toBe(''));
        return pre().style.background;
      };
      const light = await backgroundOf(renderMd(md).container);
      const dark = await backgroundOf(
        renderWithApis(
          <ThemeProvider theme={createTheme({ palette: { type: 'dark' } })}>
            <MarkdownView content={md} />
          </ThemeProvider>,
        ).container,
      );
      expect(dark).not.toBe(light);
    });
  });

  it('has no accessibility violations', async () => {
    const { container } = renderMd(
      '# Title\n\nText with [a link](https://example.com).\n\n- [x] task\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n```js\nlet x = 1;\n```',
    );
    expect(await axe(container)).toHaveNoViolations();
  });

  describe('mentions', () => {
    it('links a person to their Agora page and a group to its catalog page', async () => {
      await renderAgora(
        <MarkdownView content="Ask @user:default/jane.doe or @group:Payments." />,
        {
          mountedRoutes: {
            '/catalog/:namespace/:kind/:name': catalogEntityRouteRef,
          },
        },
      );
      const person = screen.getByRole('link', { name: '@jane.doe' });
      expect(person).toHaveAttribute('href', '/users/user:default%2Fjane.doe');
      expect(person).toHaveAttribute('title', 'user:default/jane.doe');
      expect(screen.getByRole('link', { name: '@payments' })).toHaveAttribute(
        'href',
        '/catalog/default/group/payments',
      );
      // The full stop ends the sentence, not the name.
      expect(screen.getByText(/or/).textContent).toBe(
        'Ask @jane.doe or @payments.',
      );
    });

    it("reads as the catalog's display names, falling back to handles", async () => {
      const catalog = testCatalog(
        catalogUser('aisha.khan', 'Aisha Khan'),
        catalogGroup('payments', 'Payments Team'),
      );
      await renderAgora(
        <WithCatalog catalog={catalog}>
          <MarkdownView content="Ask @user:default/aisha.khan, @group:payments or @user:default/liam.chen" />
        </WithCatalog>,
      );
      const aisha = await screen.findByRole('link', { name: '@Aisha Khan' });
      expect(aisha).toHaveAttribute('href', '/users/user:default%2Faisha.khan');
      expect(aisha).toHaveAttribute('title', 'user:default/aisha.khan');
      expect(
        screen.getByRole('link', { name: '@Payments Team' }),
      ).toHaveAttribute('title', 'group:default/payments');
      // Not in the catalog: the handle.
      expect(
        screen.getByRole('link', { name: '@liam.chen' }),
      ).toBeInTheDocument();
    });

    it("links a group to Agora's entity page when no catalog page is bound", async () => {
      await renderAgora(<MarkdownView content="Hi @group:default/team-a" />);
      expect(screen.getByRole('link', { name: '@team-a' })).toHaveAttribute(
        'href',
        '/entities/group:default%2Fteam-a',
      );
    });

    it('leaves mentions in code, links and e-mail addresses alone', async () => {
      const { container } = await renderAgora(
        <MarkdownView
          content={[
            'Run `ping @user:default/a` now.',
            '',
            '```',
            'mail @user:default/b',
            '```',
            '',
            '[see @user:default/c](https://example.com) jane@user:default/d',
          ].join('\n')}
        />,
      );
      expect(container.querySelector('code')).toHaveTextContent(
        'ping @user:default/a',
      );
      expect(container.textContent).toContain('mail @user:default/b');
      expect(container.textContent).toContain('jane@user:default/d');
      const links = screen.getAllByRole('link');
      expect(links.map(l => l.textContent)).toEqual(['see @user:default/c']);
    });

    it('makes nothing unsafe of a malicious-looking mention', async () => {
      const { container } = await renderAgora(
        <MarkdownView content='@user:default/x"onerror=alert(1) @group:default/y<img src=x onerror=alert(1)>' />,
      );
      const link = screen.getByRole('link', { name: '@x' });
      expect(link).toHaveAttribute('href', '/users/user:default%2Fx');
      expect(screen.getByRole('link', { name: '@y' })).toBeInTheDocument();
      expect(container.querySelector('img, [onerror]')).toBeNull();
      expect(container.innerHTML).not.toMatch(/<[^>]+onerror/);
    });

    it('stays as written outside Agora, where no page is known', () => {
      renderMd('Ask @user:default/jane');
      expect(screen.queryByRole('link')).toBeNull();
      expect(screen.getByText('Ask @user:default/jane')).toBeInTheDocument();
    });
  });
});
