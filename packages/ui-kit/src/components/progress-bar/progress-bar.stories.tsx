import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button } from '../button/button';
import { ProgressBar, type ProgressBarProps } from './progress-bar';

function NavigationDemo(props: ProgressBarProps & { fastLabel: string; slowLabel: string }) {
  const { fastLabel, slowLabel, ...bar } = props;
  const [active, setActive] = useState(false);
  const navigate = (ms: number) => {
    setActive(true);
    setTimeout(() => setActive(false), ms);
  };
  return (
    <>
      <ProgressBar {...bar} active={active} />
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap', marginTop: 24 }}>
        <Button variant="secondary" onClick={() => navigate(120)}>
          {fastLabel}
        </Button>
        <Button onClick={() => navigate(2500)}>{slowLabel}</Button>
      </div>
    </>
  );
}

const meta = {
  title: 'UI Kit/ProgressBar',
  component: ProgressBar,
  args: { active: true, 'aria-label': 'Memuat halaman', throttleMs: 200, durationMs: 5000 },
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Active: Story = {};

export const Idle: Story = { args: { active: false } };

export const Navigation: Story = {
  render: (args) => (
    <NavigationDemo
      {...args}
      fastLabel="Navigasi cepat (tidak muncul)"
      slowLabel="Navigasi lambat (2,5 dtk)"
    />
  ),
};
