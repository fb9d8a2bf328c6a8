import { withProviders } from '@nusa/test-kit/story';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { samplePopular } from '../search-form/test-fixtures';
import { PopularDestinations } from './popular-destinations';

// Inline SVG pictures so the story needs no image server.
const picture = (color: string, label: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="400"><rect width="600" height="400" fill="${color}"/><text x="24" y="380" font-size="48" fill="white">${label}</text></svg>`,
  )}`;

const items = samplePopular.map((d, i) => {
  const src = picture(i % 2 ? '#f47b20' : '#0b6172', d.name);
  return { ...d, image: { ...d.image, url: src, thumbnail: src } };
});

const meta = {
  title: 'Hotel/Home/PopularDestinations',
  component: PopularDestinations,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
    withProviders(),
  ],
  args: { items, hrefFor: (d) => `/hotel/city/${d.city_id}/${d.city_slug}`, onSelect: fn() },
} satisfies Meta<typeof PopularDestinations>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {};

export const Loading: Story = { args: { items: [], loading: true } };
