import type { Meta, StoryObj } from '@storybook/react-vite';
import { Icon, iconNames } from './icon';

const meta = {
  title: 'UI Kit/Icon',
  component: Icon,
  args: { name: 'home', size: 24 },
  argTypes: { name: { control: 'select', options: iconNames } },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Decorative: Story = {};

export const WithTitle: Story = { args: { name: 'star', title: 'Bintang', filled: true } };

export const Gallery: Story = {
  render: (args) => (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(88px, 1fr))',
        gap: 16,
        padding: 0,
        listStyle: 'none',
      }}
    >
      {iconNames.map((name) => (
        <li key={name} style={{ display: 'grid', justifyItems: 'center', gap: 4, fontSize: 12 }}>
          <Icon {...args} name={name} />
          {name}
        </li>
      ))}
    </ul>
  ),
};
