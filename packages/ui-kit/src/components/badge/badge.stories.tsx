import type { Meta, StoryObj } from '@storybook/react-vite';
import { Icon } from '../icon/icon';
import { Badge, CountBadge } from './badge';

const meta = {
  title: 'UI Kit/Badge',
  component: Badge,
  args: { children: 'Promo', tone: 'accent' },
  argTypes: {
    tone: { control: 'select', options: ['neutral', 'primary', 'accent', 'success', 'warning', 'danger'] },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Tones: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      <Badge tone="neutral">Draf</Badge>
      <Badge tone="primary">Baru</Badge>
      <Badge tone="accent">Promo</Badge>
      <Badge tone="success">Lunas</Badge>
      <Badge tone="warning">Menunggu pembayaran</Badge>
      <Badge tone="danger">Dibatalkan</Badge>
      <Badge tone="danger" solid>
        Habis
      </Badge>
    </div>
  ),
};

function ChatTab({ count, label }: { count: number; label: string }) {
  return (
    <span style={{ position: 'relative', display: 'inline-flex', padding: 8 }}>
      <Icon name="chat" title="Chat" />
      <CountBadge count={count} aria-label={label} style={{ position: 'absolute', top: 0, right: -4 }} />
    </span>
  );
}

export const UnreadCount: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 32 }}>
      <ChatTab count={3} label="3 pesan belum dibaca" />
      <ChatTab count={9} label="9 pesan belum dibaca" />
      <ChatTab count={27} label="27 pesan belum dibaca" />
    </div>
  ),
};
