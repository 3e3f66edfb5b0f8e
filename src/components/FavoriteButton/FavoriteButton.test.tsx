import { useState } from 'react';
import { screen } from '@testing-library/react';
import { renderWithApis } from '../../testing/renderWithApis';
import userEvent from '@testing-library/user-event';
import { axe, toHaveNoViolations } from 'jest-axe';
import { FavoriteButton } from './FavoriteButton';

expect.extend(toHaveNoViolations);

function Harness({ onToggle }: { onToggle: (next: boolean) => void }) {
  const [favorite, setFavorite] = useState(false);
  return (
    <FavoriteButton
      favorite={favorite}
      onToggle={() => {
        onToggle(!favorite);
        setFavorite(f => !f);
      }}
    />
  );
}

describe('FavoriteButton', () => {
  it('toggles with a name and pressed state that follow the flag', async () => {
    const user = userEvent.setup();
    const onToggle = jest.fn();
    renderWithApis(<Harness onToggle={onToggle} />);
    const add = screen.getByRole('button', { name: 'Add to favorites' });
    expect(add).toHaveAttribute('aria-pressed', 'false');
    await user.click(add);
    expect(onToggle).toHaveBeenCalledWith(true);
    const remove = screen.getByRole('button', {
      name: 'Remove from favorites',
    });
    expect(remove).toHaveAttribute('aria-pressed', 'true');
    await user.click(remove);
    expect(onToggle).toHaveBeenLastCalledWith(false);
  });

  it('is disabled while pending', async () => {
    const onToggle = jest.fn();
    renderWithApis(<FavoriteButton favorite onToggle={onToggle} pending />);
    expect(
      screen.getByRole('button', { name: 'Remove from favorites' }),
    ).toBeDisabled();
  });

  it('has no accessibility violations', async () => {
    const { container } = renderWithApis(
      <FavoriteButton favorite={false} onToggle={jest.fn()} />,
    );
    expect(await axe(container)).toHaveNoViolations();
  });
});
