import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { useUrlTab } from './useUrlTab';

const TABS = ['deleted', 'templates', 'tags'] as const;

function setup(url: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
  );
  return renderHook(() => ({ tab: useUrlTab(TABS), location: useLocation() }), {
    wrapper,
  });
}

describe('useUrlTab', () => {
  it('opens the tab the URL names, else the first', () => {
    expect(setup('/m?tab=tags').result.current.tab[0]).toBe('tags');
    expect(setup('/m').result.current.tab[0]).toBe('deleted');
    expect(setup('/m?tab=nope').result.current.tab[0]).toBe('deleted');
  });

  it('writes the chosen tab, drops the other values, and leaves the first unwritten', () => {
    const { result } = setup('/m?tab=tags&q=kafka&page=2');
    act(() => result.current.tab[1]('templates'));
    expect(result.current.location.search).toBe('?tab=templates');
    act(() => result.current.tab[1]('deleted'));
    expect(result.current.location.search).toBe('');
    expect(result.current.tab[0]).toBe('deleted');
  });
});
