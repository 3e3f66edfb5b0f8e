import { screen } from '@testing-library/react';
import { renderInTestApp } from '@backstage/test-utils';
import { axe, toHaveNoViolations } from 'jest-axe';
import { AuthorLink } from './AuthorLink';

expect.extend(toHaveNoViolations);

const href = (ref: string) => `/agora/users/${encodeURIComponent(ref)}`;

describe('AuthorLink', () => {
  it('links the readable name to the user page', async () => {
    await renderInTestApp(
      <AuthorLink author="user:default/jane.doe" href={href} />,
    );
    const link = screen.getByRole('link', { name: 'jane.doe' });
    expect(link).toHaveAttribute(
      'href',
      '/agora/users/user%3Adefault%2Fjane.doe',
    );
    expect(screen.getByText('JD')).toBeInTheDocument();
  });

  it('prefers the display name when given', async () => {
    await renderInTestApp(
      <AuthorLink
        author="user:default/jane.doe"
        displayName="Jane Doe"
        href={href}
      />,
    );
    expect(screen.getByRole('link', { name: 'Jane Doe' })).toBeInTheDocument();
  });

  it('shows Anonymous without a link for anonymous authors', async () => {
    await renderInTestApp(<AuthorLink author="anonymous" href={href} />);
    expect(screen.getByText('Anonymous')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('tells the author of an anonymous post that it is theirs, still without a link', async () => {
    await renderInTestApp(
      <AuthorLink author="user:default/jane.doe" anonymous own href={href} />,
    );
    expect(screen.getByText('You (anonymous)')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByText(/jane/)).not.toBeInTheDocument();
  });

  it('has no accessibility violations', async () => {
    const { container } = await renderInTestApp(
      <AuthorLink author="user:default/jane.doe" href={href} size="medium" />,
    );
    expect(await axe(container)).toHaveNoViolations();
  });
});
