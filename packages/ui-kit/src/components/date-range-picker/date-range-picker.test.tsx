import { expectNoAxeViolations } from '@nusa/vitest-config/axe';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { id } from 'react-day-picker/locale/id';
import { describe, expect, it, vi } from 'vitest';
import { DateRangePicker, type DateRangeValue, type Holiday, nightsBetween } from './date-range-picker';

const today = new Date(2026, 2, 2); // Monday 2 March 2026
const holidays: Holiday[] = [
  { date: '2026-03-18', name: 'Cuti Bersama Nyepi', kind: 'joint_leave' },
  { date: '2026-03-19', name: 'Hari Suci Nyepi', kind: 'holiday' },
  { date: '2026-04-03', name: 'Wafat Yesus Kristus', kind: 'holiday' },
];
const labels = {
  previousMonth: 'Bulan sebelumnya',
  nextMonth: 'Bulan berikutnya',
  calendar: 'Tanggal menginap',
  today: 'Hari ini',
  selected: 'dipilih',
  rangeStart: 'check-in',
  rangeEnd: 'check-out',
  jointLeave: 'cuti bersama',
  holidayList: 'Hari libur',
};

function Picker(props: {
  onChange?: (v: DateRangeValue | undefined) => void;
  onMaxNightsExceeded?: (n: number) => void;
  initial?: DateRangeValue;
}) {
  const [value, setValue] = useState<DateRangeValue | undefined>(props.initial);
  return (
    <DateRangePicker
      value={value}
      onChange={(v) => {
        props.onChange?.(v);
        setValue(v);
      }}
      locale={id}
      labels={labels}
      today={today}
      holidays={holidays}
      maxNights={15}
      onMaxNightsExceeded={props.onMaxNightsExceeded}
    />
  );
}

const day = (name: RegExp) => screen.getByRole('button', { name });

describe('DateRangePicker', () => {
  it('renders the month in the given locale with copy from labels', () => {
    render(<Picker />);
    expect(screen.getByRole('grid', { name: /Maret 2026/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Bulan berikutnya' })).toBeInTheDocument();
    expect(day(/^Hari ini, Senin, 2 Maret 2026$/)).toBeInTheDocument();
  });

  it('marks holidays visually and in the accessible name', () => {
    render(<Picker />);
    const nyepi = day(/19 Maret 2026, Hari Suci Nyepi$/);
    expect(nyepi).toHaveAttribute('data-holiday', 'holiday');
    const cuti = day(/18 Maret 2026, Cuti Bersama Nyepi \(cuti bersama\)$/);
    expect(cuti).toHaveAttribute('data-holiday', 'joint_leave');
    expect(day(/^Jumat, 20 Maret 2026$/)).not.toHaveAttribute('data-holiday');
  });

  it('lists the holidays of the visible month', () => {
    render(<Picker />);
    const list = screen.getByRole('list', { name: 'Hari libur' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      '18 MarCuti Bersama Nyepi (cuti bersama)',
      '19 MarHari Suci Nyepi',
    ]);
  });

  it('disables days before today', () => {
    render(<Picker />);
    expect(day(/^Minggu, 1 Maret 2026$/)).toBeDisabled();
    expect(day(/ 2 Maret 2026$/)).toBeEnabled();
  });

  it('selects check-in then check-out and names the ends', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Picker onChange={onChange} />);
    await user.click(day(/ 10 Maret 2026$/));
    expect(onChange).toHaveBeenLastCalledWith({ from: new Date(2026, 2, 10), to: undefined });
    await user.click(day(/ 13 Maret 2026$/));
    expect(onChange).toHaveBeenLastCalledWith({ from: new Date(2026, 2, 10), to: new Date(2026, 2, 13) });
    expect(day(/10 Maret 2026, check-in, dipilih$/)).toBeInTheDocument();
    expect(day(/13 Maret 2026, check-out, dipilih$/)).toBeInTheDocument();
  });

  it('refuses a stay longer than maxNights and reports it', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const onMaxNightsExceeded = vi.fn();
    render(<Picker onChange={onChange} onMaxNightsExceeded={onMaxNightsExceeded} />);
    await user.click(day(/ 3 Maret 2026$/));
    await user.click(day(/ 25 Maret 2026$/));
    expect(onMaxNightsExceeded).toHaveBeenCalledWith(22, {
      from: new Date(2026, 2, 3),
      to: new Date(2026, 2, 25),
    });
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(day(/ 25 Maret 2026$/)).not.toHaveAccessibleName(/dipilih/);
    // Exactly maxNights is fine.
    await user.click(day(/18 Maret 2026/));
    expect(onChange).toHaveBeenLastCalledWith({ from: new Date(2026, 2, 3), to: new Date(2026, 2, 18) });
    expect(onMaxNightsExceeded).toHaveBeenCalledTimes(1);
  });

  it('navigates months with the labelled buttons', async () => {
    const user = userEvent.setup();
    render(<Picker />);
    await user.click(screen.getByRole('button', { name: 'Bulan berikutnya' }));
    expect(screen.getByRole('grid', { name: /April 2026/ })).toBeInTheDocument();
    expect(day(/ 3 April 2026, Wafat Yesus Kristus$/)).toHaveAttribute('data-holiday', 'holiday');
  });

  it('counts nights on calendar days', () => {
    expect(nightsBetween(new Date(2026, 2, 28, 23), new Date(2026, 2, 30, 1))).toBe(2);
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <Picker initial={{ from: new Date(2026, 2, 17), to: new Date(2026, 2, 20) }} />,
    );
    await expectNoAxeViolations(container);
  });
});
