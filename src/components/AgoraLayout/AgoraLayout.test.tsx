import { screen, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import { mockBreakpoint } from '@backstage/test-utils';
import HelpIcon from '@material-ui/icons/Help';
import StarIcon from '@material-ui/icons/Star';
import { Link as RouterLink } from 'react-router-dom';
import { renderAgora } from '../../testing/renderAgora';
import { AgoraLayout } from './AgoraLayout';

// The whole page in a Backstage test app: the first render in a file is slow on a busy CI machine.
jest.setTimeout(20_000);

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
});
