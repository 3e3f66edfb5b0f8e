import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UrlTabs } from './UrlTabs';

const TABS = ['one', 'two'] as const;

function Harness() {
  const [tab, setTab] = useState<(typeof TABS)[number]>('one');
  return (
    <UrlTabs
      idPrefix="test-tab"
      tabs={TABS}
      value={tab}
      onChange={setTab}
      label="Sections"
      tabLabel={id => `Tab ${id}`}
    >
      Content of {tab}
    </UrlTabs>
  );
}

describe('UrlTabs', () => {
  it('names the panel after the open tab and switches on a click', async () => {
    render(<Harness />);
    expect(
      screen.getByRole('tablist', { name: 'Sections' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('tabpanel', { name: 'Tab one' })).toHaveTextContent(
      'Content of one',
    );
    await userEvent.click(screen.getByRole('tab', { name: 'Tab two' }));
    expect(screen.getByRole('tab', { name: 'Tab two' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('tabpanel', { name: 'Tab two' })).toHaveTextContent(
      'Content of two',
    );
  });
});
