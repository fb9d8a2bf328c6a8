import { withProviders } from '@nusa/test-kit/story';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { WithDetailCatalog } from './detail-catalog';
import { RoomList, RoomsSkeleton, StayBar } from './room-list';
import {
  availableRoom,
  fullyBookedRoom,
  memberRateRoom,
  memberTeaserRoom,
  plainRoom,
  soldOutRoom,
} from './test-fixtures';

const meta = {
  title: 'Hotel/Detail/RoomList',
  component: RoomList,
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 720, padding: 16 }}>
        <Story />
      </div>
    ),
    withProviders({ frame: WithDetailCatalog }),
  ],
  args: {
    rooms: [availableRoom, plainRoom],
    nights: 2,
    roomCount: 1,
    onChoose: () => {},
    onChangeDates: () => {},
  },
} satisfies Meta<typeof RoomList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every room bookable: the discounted one strikes its original price through and says few are left. */
export const Available: Story = {};

/** A signed-in member: the member rate with its badge, the public price struck through. */
export const MemberRate: Story = { args: { rooms: [memberRateRoom, plainRoom] } };

/** A guest: the public price, and a line to sign in for the member price. */
export const MemberRateForGuest: Story = {
  args: {
    rooms: [memberTeaserRoom, plainRoom],
    renderSignInLink: (children, className) => (
      <a href="?login=1" className={className}>
        {children}
      </a>
    ),
  },
};

/** One room is sold out for the dates ("Kamar tidak tersedia"), the others can be chosen. */
export const WithSoldOutRoom: Story = { args: { rooms: [availableRoom, plainRoom, soldOutRoom] } };

/** Fewer rooms left than asked for. */
export const NotEnoughRooms: Story = { args: { rooms: [plainRoom, fullyBookedRoom], roomCount: 2 } };

/** No room can be booked: the hotel is fully booked for the dates. */
export const FullyBooked: Story = { args: { rooms: [soldOutRoom, fullyBookedRoom] } };

/** The hotel has no rooms for these dates: pick another date. */
export const NoRooms: Story = { args: { rooms: [] } };

export const Loading: Story = { render: () => <RoomsSkeleton /> };

export const StayBarOnly: Story = {
  render: () => (
    <StayBar
      stay={{ checkIn: '2026-12-01', checkOut: '2026-12-03', rooms: 1, adults: 2, childrenAges: [5] }}
      nights={2}
      onEditDates={() => {}}
      onEditGuests={() => {}}
    />
  ),
};
