import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createRoutesStub } from 'react-router';
import { expect, test, vi } from 'vitest';
import type { AccountTab } from '../model/account-tabs';
import { AccountDashboard } from './account-dashboard';

const user = { name: 'Demo User', email: 'demo@example.com', avatar: '/a.svg' };

function Harness({ onLogout = () => {} }: { onLogout?: () => void }) {
  const [tab, setTab] = useState<AccountTab>('profile');
  return (
    <AccountDashboard
      user={user}
      tab={tab}
      onTabChange={setTab}
      onLogout={onLogout}
      onDeleteAccount={async () => true}
      profile={<p>Profile panel</p>}
      orders={<p>Orders panel</p>}
      wishlist={[]}
    />
  );
}

function renderDashboard(props: { onLogout?: () => void } = {}) {
  const Stub = createRoutesStub([{ path: '*', Component: () => <Harness {...props} /> }]);
  return render(<Stub initialEntries={['/profile']} />);
}

test('one h1, the signed-in name and four tabs with Profile selected', () => {
  renderDashboard();
  expect(screen.getByRole('heading', { level: 1, name: 'My Account' })).toBeInTheDocument();
  expect(screen.getByText('Demo User')).toBeInTheDocument();
  const tabs = screen.getAllByRole('tab');
  expect(tabs.map((t) => t.textContent)).toEqual(['Profile', 'Orders', 'Wishlist', 'Settings']);
  expect(screen.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('tabpanel', { name: 'Profile' })).toHaveTextContent('Profile panel');
});

test('arrow keys move between tabs and show their panels', async () => {
  const u = userEvent.setup();
  renderDashboard();
  await u.click(screen.getByRole('tab', { name: 'Profile' }));
  await u.keyboard('{ArrowRight}');
  expect(screen.getByRole('tab', { name: 'Orders' })).toHaveFocus();
  expect(screen.getByRole('tabpanel', { name: 'Orders' })).toHaveTextContent('Orders panel');
  await u.keyboard('{End}');
  expect(screen.getByRole('tab', { name: 'Settings' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('tabpanel', { name: 'Settings' })).toHaveTextContent('Email Notifications');
  await u.keyboard('{ArrowRight}');
  expect(screen.getByRole('tab', { name: 'Profile' })).toHaveFocus();
  await u.keyboard('{ArrowLeft}{ArrowLeft}');
  expect(screen.getByRole('tabpanel', { name: 'Wishlist' })).toHaveTextContent('Your Wishlist is Empty');
  expect(screen.queryByText('Profile panel')).not.toBeInTheDocument();
});

test('Log Out calls back', async () => {
  const onLogout = vi.fn();
  const u = userEvent.setup();
  renderDashboard({ onLogout });
  await u.click(screen.getByRole('button', { name: 'Log Out' }));
  expect(onLogout).toHaveBeenCalledTimes(1);
});
