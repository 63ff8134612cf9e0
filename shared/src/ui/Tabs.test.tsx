import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithProviders } from '../testing';
import { Tabs } from './Tabs';

function TwoTabs() {
  const [active, setActive] = useState<'register' | 'settings'>('register');
  return (
    <Tabs
      label="Wallet tracking"
      tabs={[
        { key: 'register', label: 'Register Wallets' },
        { key: 'settings', label: 'Settings' },
      ]}
      active={active}
      onChange={setActive}
      panelId={(key) => `panel-${key}`}
    />
  );
}

describe('Tabs', () => {
  it('moves selection and focus with the arrow keys', async () => {
    renderWithProviders(<TwoTabs />);
    const register = screen.getByRole('tab', { name: 'Register Wallets' });
    expect(register).toHaveAttribute('aria-selected', 'true');
    register.focus();
    await userEvent.keyboard('{ArrowRight}');
    const settings = screen.getByRole('tab', { name: 'Settings' });
    expect(settings).toHaveAttribute('aria-selected', 'true');
    expect(settings).toHaveFocus();
    expect(settings).toHaveAttribute('aria-controls', 'panel-settings');
  });
});
