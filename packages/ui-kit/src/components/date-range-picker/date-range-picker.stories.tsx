import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { enUS } from 'react-day-picker/locale/en-US';
import { id } from 'react-day-picker/locale/id';
import { fn } from 'storybook/test';
import {
  DateRangePicker,
  type DateRangePickerProps,
  type DateRangeValue,
  nightsBetween,
} from './date-range-picker';

const holidays: DateRangePickerProps['holidays'] = [
  { date: '2026-03-18', name: 'Cuti Bersama Hari Suci Nyepi', kind: 'joint_leave' },
  { date: '2026-03-19', name: 'Hari Suci Nyepi (Tahun Baru Saka 1948)', kind: 'holiday' },
  { date: '2026-03-20', name: 'Idul Fitri 1447 H', kind: 'holiday' },
  { date: '2026-03-21', name: 'Idul Fitri 1447 H', kind: 'holiday' },
  { date: '2026-03-23', name: 'Cuti Bersama Idul Fitri', kind: 'joint_leave' },
  { date: '2026-03-24', name: 'Cuti Bersama Idul Fitri', kind: 'joint_leave' },
  { date: '2026-04-03', name: 'Wafat Yesus Kristus', kind: 'holiday' },
];

const today = new Date(2026, 2, 2);

function Controlled(props: DateRangePickerProps & { nightsLabel: (n: number) => string }) {
  const { nightsLabel, ...rest } = props;
  const [value, setValue] = useState<DateRangeValue | undefined>(props.value);
  const nights = value?.from && value.to ? nightsBetween(value.from, value.to) : 0;
  return (
    <DateRangePicker
      {...rest}
      value={value}
      onChange={(next) => {
        props.onChange(next);
        setValue(next);
      }}
      footer={nights > 0 ? nightsLabel(nights) : undefined}
    />
  );
}

const meta = {
  title: 'UI Kit/DateRangePicker',
  component: DateRangePicker,
  args: {
    value: undefined,
    onChange: fn(),
    onMaxNightsExceeded: fn(),
    locale: id,
    today,
    holidays,
    maxNights: 15,
    numberOfMonths: 1,
    labels: {
      calendar: 'Tanggal menginap',
      previousMonth: 'Bulan sebelumnya',
      nextMonth: 'Bulan berikutnya',
      today: 'Hari ini',
      selected: 'dipilih',
      rangeStart: 'check-in',
      rangeEnd: 'check-out',
      jointLeave: 'cuti bersama',
      holidayList: 'Hari libur',
    },
  },
  argTypes: { locale: { control: false } },
  render: (args) => <Controlled {...args} nightsLabel={(n) => `${n} malam`} />,
} satisfies Meta<typeof DateRangePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithHolidays: Story = {};

export const SelectedRange: Story = {
  args: { value: { from: new Date(2026, 2, 17), to: new Date(2026, 2, 22) } },
};

export const TwoMonthsOnDesktop: Story = { args: { numberOfMonths: 2 } };

export const MaxStayThreeNights: Story = { args: { maxNights: 3 } };

export const English: Story = {
  args: {
    locale: enUS,
    labels: {
      calendar: 'Stay dates',
      previousMonth: 'Previous month',
      nextMonth: 'Next month',
      today: 'Today',
      selected: 'selected',
      rangeStart: 'check-in',
      rangeEnd: 'check-out',
      jointLeave: 'collective leave',
      holidayList: 'Public holidays',
    },
  },
  render: (args) => <Controlled {...args} nightsLabel={(n) => `${n} night${n === 1 ? '' : 's'}`} />,
};
