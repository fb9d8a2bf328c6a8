import type { Meta, StoryObj } from '@storybook/react-vite';
import { LandscapeNotice } from './landscape-notice.tsx';

const meta = {
  title: 'Shell/Layout/LandscapeNotice',
  component: LandscapeNotice,
  parameters: { layout: 'fullscreen' },
  // What a phone turned sideways shows instead of the page.
  globals: { viewport: { value: 'mobile1', isRotated: true } },
} satisfies Meta<typeof LandscapeNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
