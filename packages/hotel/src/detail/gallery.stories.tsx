import { withProviders } from '@nusa/test-kit/story';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { WithDetailCatalog } from './detail-catalog';
import { Gallery, GalleryViewer } from './gallery';
import { photos } from './test-fixtures';

const meta = {
  title: 'Hotel/Detail/Gallery',
  component: Gallery,
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 600, padding: '0 16px' }}>
        <Story />
      </div>
    ),
    withProviders({ frame: WithDetailCatalog }),
  ],
  args: { photos, hotelName: 'Segara Resort Kuta' },
} satisfies Meta<typeof Gallery>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Swipe (scroll-snap) through the photos; the counter follows; a tap opens the viewer. */
export const Default: Story = {};

export const SinglePhoto: Story = { args: { photos: photos.slice(0, 1) } };

export const NoPhotos: Story = { args: { photos: [] } };

/** The full-screen viewer, open on the third photo (arrow keys, swipe, Escape). */
export const Viewer: Story = {
  render: (args) => (
    <GalleryViewer photos={args.photos} start={2} hotelName={args.hotelName} onClose={() => {}} />
  ),
};
