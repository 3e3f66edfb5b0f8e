import { screen } from '@testing-library/react';
import { useLocation, useNavigate } from 'react-router-dom';

/**
 * Shows the address's query string and offers the browser's Back and
 * Forward, so a page test can read the URL and move through its history.
 */
export function LocationProbe() {
  const { search } = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <output aria-label="location">{search}</output>
      <button onClick={() => navigate(-1)}>Back</button>
      <button onClick={() => navigate(1)}>Forward</button>
    </>
  );
}

/** The query string `LocationProbe` shows. */
export const shownLocation = () =>
  screen.getByRole('status', { name: 'location' });
