import { expectNoAxeViolations } from '@nusa/vitest-config/axe';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Tab, TabList, TabPanel, Tabs } from './tabs';

function SignInTabs(props: { activation?: 'automatic' | 'manual'; onValueChange?: (v: string) => void }) {
  return (
    <Tabs defaultValue="email" {...props}>
      <TabList aria-label="Metode masuk">
        <Tab value="email">Email</Tab>
        <Tab value="phone">Nomor HP</Tab>
        <Tab value="sso" disabled>
          SSO
        </Tab>
        <Tab value="guest">Tamu</Tab>
      </TabList>
      <TabPanel value="email">Form email</TabPanel>
      <TabPanel value="phone">Form nomor HP</TabPanel>
      <TabPanel value="sso">SSO</TabPanel>
      <TabPanel value="guest">Lanjut sebagai tamu</TabPanel>
    </Tabs>
  );
}

describe('Tabs', () => {
  it('wires tabs to panels', () => {
    render(<SignInTabs />);
    const tab = screen.getByRole('tab', { name: 'Email' });
    expect(tab).toHaveAttribute('aria-selected', 'true');
    expect(tab).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'Nomor HP' })).toHaveAttribute('tabindex', '-1');
    const panel = screen.getByRole('tabpanel', { name: 'Email' });
    expect(panel).toHaveTextContent('Form email');
    expect(tab).toHaveAttribute('aria-controls', panel.id);
  });

  it('moves and selects with arrow keys, skipping disabled tabs and wrapping', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<SignInTabs onValueChange={onValueChange} />);
    await user.click(screen.getByRole('tab', { name: 'Email' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Nomor HP' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Form nomor HP');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Tamu' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Email' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Tamu' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Email' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Tamu' })).toHaveAttribute('aria-selected', 'true');
    expect(onValueChange.mock.calls.map((c) => c[0])).toEqual([
      'phone',
      'guest',
      'email',
      'guest',
      'email',
      'guest',
    ]);
  });

  it('waits for Enter in manual activation', async () => {
    const user = userEvent.setup();
    render(<SignInTabs activation="manual" />);
    await user.click(screen.getByRole('tab', { name: 'Email' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Nomor HP' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Form email');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Form nomor HP');
  });

  it('is controllable', async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [value, setValue] = useState('all');
      return (
        <>
          <Tabs value={value} onValueChange={setValue}>
            <TabList aria-label="Promo">
              <Tab value="all">Semua</Tab>
              <Tab value="bank">Promo bank</Tab>
            </TabList>
            <TabPanel value="all">Semua promo</TabPanel>
            <TabPanel value="bank">Promo bank</TabPanel>
          </Tabs>
          <output>{value}</output>
        </>
      );
    }
    render(<Controlled />);
    await user.click(screen.getByRole('tab', { name: 'Promo bank' }));
    expect(screen.getByRole('status')).toHaveTextContent('bank');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Promo bank');
  });

  it('stays on the controlled value when the parent does not update it', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(
      <Tabs value="a" onValueChange={onValueChange}>
        <TabList aria-label="x">
          <Tab value="a">A</Tab>
          <Tab value="b">B</Tab>
        </TabList>
      </Tabs>,
    );
    await user.click(screen.getByRole('tab', { name: 'B' }));
    expect(onValueChange).toHaveBeenCalledWith('b');
    expect(screen.getByRole('tab', { name: 'A' })).toHaveAttribute('aria-selected', 'true');
  });

  it('has no axe violations', async () => {
    const { container } = render(<SignInTabs />);
    await expectNoAxeViolations(container);
  });
});
