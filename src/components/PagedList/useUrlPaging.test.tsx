import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import { useUrlPaging } from './useUrlPaging';

function setup(url: string, prefix?: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
  );
  return renderHook(
    () => ({
      paging: useUrlPaging(10, prefix),
      location: useLocation(),
      navigate: useNavigate(),
    }),
    { wrapper },
  );
}

describe('useUrlPaging', () => {
  it('pushes each page, so Back returns to the one before', () => {
    const { result } = setup('/u?tab=answers');
    act(() => result.current.paging.onPageChange(2));
    expect(result.current.location.search).toBe('?tab=answers&page=2');
    act(() => result.current.paging.onPageChange(3));
    expect(result.current.paging.page).toBe(3);
    act(() => result.current.navigate(-1));
    expect(result.current.paging.page).toBe(2);
  });

  it('corrects the page without a history entry when asked to replace', () => {
    const { result } = setup('/u');
    act(() => result.current.paging.onPageChange(2));
    act(() => result.current.paging.onPageChange(1, { replace: true }));
    expect(result.current.location.search).toBe('');
    act(() => result.current.navigate(-1));
    // The entry before page 2, not page 2 itself.
    expect(result.current.location.key).toBe('default');
  });

  it('starts a new size at page 1', () => {
    const { result } = setup('/u?page=4');
    act(() => result.current.paging.onPageSizeChange(25));
    expect(result.current.location.search).toBe('?pageSize=25');
    expect(result.current.paging).toMatchObject({ page: 1, pageSize: 25 });
  });

  it("keeps to its prefix, leaving the host page's page alone", () => {
    const { result } = setup('/e?page=5&agora.page=2', 'agora.');
    expect(result.current.paging.page).toBe(2);
    act(() => result.current.paging.onPageChange(3));
    expect(result.current.location.search).toBe('?page=5&agora.page=3');
  });
});
