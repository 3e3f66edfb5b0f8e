import { act, screen, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import { mockBreakpoint } from '@backstage/test-utils';
import HelpIcon from '@material-ui/icons/Help';
import StarIcon from '@material-ui/icons/Star';
import { Link as RouterLink } from 'react-router-dom';
import { renderAgora } from '../../testing/renderAgora';
import { AgoraLayout } from './AgoraLayout';

const items = [
  { id: 'questions', label: 'Questions', href: '/questions', icon: HelpIcon },
  { id: 'favorites', label: 'Favorites', href: '/favorites', icon: StarIcon },
];

const layout = (
  <AgoraLayout
    navItems={items}
    subtitle="Ask and answer questions"
    aside={<p>panel</p>}
  >
    <p>page content</p>
  </AgoraLayout>
);

describe('AgoraLayout', () => {
  it('lists the sections as real links and marks the current one', async () => {
    mockBreakpoint({ matches: true });
    await renderAgora(layout, { route: '/questions/12' });
    const nav = screen.getByRole('navigation', { name: 'Q&A sections' });
    const questions = within(nav).getByRole('link', { name: 'Questions' });
    // A real anchor with href, so ctrl/cmd-click opens a new tab.
    expect(questions.tagName).toBe('A');
    expect(questions).toHaveAttribute('href', '/questions');
    expect(questions).toHaveAttribute('aria-current', 'page');
    expect(
      within(nav).getByRole('link', { name: 'Favorites' }),
    ).not.toHaveAttribute('aria-current');
    expect(screen.getByText('page content')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Related' })).toHaveTextContent(
      'panel',
    );
    expect(screen.getByText('Ask and answer questions')).toBeInTheDocument();
  });

  it('navigates on click', async () => {
    mockBreakpoint({ matches: true });
    const { user } = await renderAgora(layout, { route: '/questions' });
    await user.click(screen.getByRole('link', { name: 'Favorites' }));
    expect(screen.getByRole('link', { name: 'Favorites' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('lets keyboard users skip the header and the section navigation', async () => {
    mockBreakpoint({ matches: true });
    const { user } = await renderAgora(
      <AgoraLayout navItems={items} aside={<p>panel</p>}>
        <button>First in the page</button>
      </AgoraLayout>,
      { route: '/questions/12' },
    );
    // The page's first stop for the keyboard.
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(skip).toHaveFocus();
    expect(skip).toHaveAttribute('href', '#agora-main');

    await user.keyboard('{Enter}');
    expect(screen.getByTestId('agora-main-column')).toHaveFocus();
    // The next stop is the page's own content, not the navigation.
    await user.tab();
    expect(
      screen.getByRole('button', { name: 'First in the page' }),
    ).toHaveFocus();
  });

  it('opens a new page at its top, but keeps the place on a new query', async () => {
    mockBreakpoint({ matches: true });
    const { user } = await renderAgora(
      <AgoraLayout navItems={items}>
        <RouterLink to="/questions?sort=views">Sort</RouterLink>
        <RouterLink to="/favorites">Favorites page</RouterLink>
      </AgoraLayout>,
      { route: '/questions' },
    );
    // jsdom has no scrolling: record what the page's scroll container is told.
    const main = screen.getByRole('main');
    const scrollTo = jest.fn();
    main.scrollTo = scrollTo;

    await user.click(screen.getByRole('link', { name: 'Sort' }));
    expect(scrollTo).not.toHaveBeenCalled();
    await user.click(screen.getByRole('link', { name: 'Favorites page' }));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenCalledWith({ top: 0 });
  });

  it('collapses the navigation into a menu button on narrow screens', async () => {
    mockBreakpoint({ matches: false });
    const { user } = await renderAgora(layout, { route: '/questions/12' });
    expect(
      screen.queryByRole('region', { name: 'Related' }),
    ).not.toBeInTheDocument();
    expect(
      screen.queryByRole('link', { name: 'Favorites' }),
    ).not.toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Open Q&A navigation' });
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await user.click(button);
    const menu = await screen.findByRole('menu');
    const favorites = within(menu).getByRole('menuitem', { name: 'Favorites' });
    expect(favorites).toHaveAttribute('href', '/favorites');
    // The section being read is marked, for sight and for screen readers.
    const questions = within(menu).getByRole('menuitem', { name: 'Questions' });
    expect(questions).toHaveAttribute('aria-current', 'page');
    expect(questions).toHaveClass('Mui-selected');
    expect(favorites).not.toHaveAttribute('aria-current');
    expect(favorites).not.toHaveClass('Mui-selected');
    // The open menu is portaled to the body, outside the page's landmarks
    // as every MUI popover is; every other rule applies.
    expect(
      await axe(document.body, { rules: { region: { enabled: false } } }),
    ).toHaveNoViolations();
    await user.click(favorites);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  describe('by the width of its own frame', () => {
    // jsdom has no layout: give every element a width, and keep the
    // ResizeObserver callback to report new ones.
    let width = 0;
    let resized: ResizeObserverCallback | undefined;
    beforeEach(() => {
      // A wide viewport throughout: only the frame's width may decide.
      mockBreakpoint({ matches: true });
      jest
        .spyOn(HTMLElement.prototype, 'clientWidth', 'get')
        .mockImplementation(() => width);
      window.ResizeObserver = jest.fn(callback => {
        resized = callback;
        return {
          observe: jest.fn(),
          unobserve: jest.fn(),
          disconnect: jest.fn(),
        };
      }) as unknown as typeof ResizeObserver;
    });
    afterEach(() => {
      jest.restoreAllMocks();
      // @ts-expect-error jsdom has none; the test added it.
      delete window.ResizeObserver;
    });
    const resize = (next: number) =>
      act(() =>
        resized?.(
          [{ contentRect: { width: next } } as ResizeObserverEntry],
          {} as ResizeObserver,
        ),
      );

    it('shows the menu below 784 px (navigation plus a 560 px main column) even on a wide viewport', async () => {
      width = 760;
      await renderAgora(layout, { route: '/questions' });
      expect(
        screen.getByRole('button', { name: 'Open Q&A navigation' }),
      ).toBeInTheDocument();
      expect(
        screen.queryByRole('link', { name: 'Favorites' }),
      ).not.toBeInTheDocument();
      expect(
        screen.queryByRole('region', { name: 'Related' }),
      ).not.toBeInTheDocument();
    });

    it('keeps the right panel between 784 and 1088 px, below the main column', async () => {
      width = 1000;
      await renderAgora(layout, { route: '/questions' });
      expect(
        screen.getByRole('navigation', { name: 'Q&A sections' }),
      ).toBeInTheDocument();
      const main = screen.getByTestId('agora-main-column');
      const panel = screen.getByRole('region', { name: 'Related' });
      // After the main column in reading order too.
      expect(
        main.compareDocumentPosition(panel) & Node.DOCUMENT_POSITION_FOLLOWING,
      ).toBeTruthy();
    });

    it("gives the main column the panel's width when a page has no panel", async () => {
      width = 1300;
      const { unmount } = await renderAgora(layout, { route: '/questions' });
      const frameOf = () =>
        screen.getByTestId('agora-main-column').parentElement!.className;
      expect(frameOf()).toMatch(/wide/);
      unmount();
      await renderAgora(
        <AgoraLayout navItems={items}>
          <p>work area</p>
        </AgoraLayout>,
        { route: '/moderate' },
      );
      expect(frameOf()).toMatch(/medium/);
      expect(frameOf()).not.toMatch(/wide/);
    });

    it('switches between navigation and menu on resize without remounting the page', async () => {
      width = 1000;
      const { user } = await renderAgora(
        <AgoraLayout navItems={items} aside={<p>panel</p>}>
          <input aria-label="Draft" />
        </AgoraLayout>,
        { route: '/questions' },
      );
      const nav = screen.getByRole('navigation', { name: 'Q&A sections' });
      expect(
        within(nav).getByRole('link', { name: 'Favorites' }),
      ).toBeVisible();
      const draft = screen.getByRole('textbox', { name: 'Draft' });
      await user.type(draft, 'half-written');

      resize(700);
      expect(
        await screen.findByRole('button', { name: 'Open Q&A navigation' }),
      ).toBeInTheDocument();
      resize(1300);
      expect(
        await screen.findByRole('link', { name: 'Favorites' }),
      ).toBeInTheDocument();
      // The same input, with what was typed: the page was never remounted.
      expect(screen.getByRole('textbox', { name: 'Draft' })).toBe(draft);
      expect(draft).toHaveValue('half-written');
    });
  });
});
