import { renderWithProviders } from '@nusa/test-kit/providers';
import { expectNoAxeViolations } from '@nusa/vitest-config/axe';
import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DestinationCombobox } from './destination-combobox';
import type { AutocompleteItem } from './route-target';
import { kutaSuggestions } from './test-fixtures';

function Harness({
  suggestions = kutaSuggestions,
  onSelectSuggestion = () => {},
  onSelectText = () => {},
  onSelectNearby,
}: {
  suggestions?: AutocompleteItem[];
  onSelectSuggestion?: (item: AutocompleteItem) => void;
  onSelectText?: (text: string) => void;
  onSelectNearby?: () => void;
}) {
  const [value, setValue] = useState('');
  return (
    <DestinationCombobox
      value={value}
      onValueChange={setValue}
      suggestions={value.length >= 2 ? suggestions : []}
      onSelectSuggestion={(item) => {
        setValue(item.name);
        onSelectSuggestion(item);
      }}
      onSelectText={onSelectText}
      onSelectNearby={onSelectNearby}
    />
  );
}

describe('DestinationCombobox', () => {
  it('is a labelled combobox whose suggestions are grouped by type with the label as second line', async () => {
    const { user } = renderWithProviders(<Harness />);
    const input = screen.getByRole('combobox', { name: 'Kota, area, atau nama hotel' });
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await user.type(input, 'ku');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    const listbox = screen.getByRole('listbox', { name: 'Saran lokasi' });
    expect(within(listbox).getByRole('group', { name: 'Area' })).toBeInTheDocument();
    expect(within(listbox).getByRole('group', { name: 'Tempat menarik' })).toBeInTheDocument();
    expect(within(listbox).getByRole('group', { name: 'Hotel' })).toBeInTheDocument();
    expect(within(listbox).getByRole('option', { name: 'Kuta Badung, Bali' })).toBeInTheDocument();
    expect(within(listbox).getByRole('option', { name: 'Cari "ku"' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('4 saran lokasi tersedia');
  });

  it('moves with up/down through aria-activedescendant, picks with Enter and closes with Escape', async () => {
    const onSelectSuggestion = vi.fn();
    const { user } = renderWithProviders(<Harness onSelectSuggestion={onSelectSuggestion} />);
    const input = screen.getByRole('combobox');
    await user.type(input, 'kut');
    await user.keyboard('{ArrowDown}');
    const first = screen.getByRole('option', { name: /^Kuta Badung/ });
    expect(input).toHaveAttribute('aria-activedescendant', first.id);
    expect(first).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}');
    const second = screen.getByRole('option', { name: /^Kuta Utara/ });
    expect(input).toHaveAttribute('aria-activedescendant', second.id);
    // Up from the first option wraps to the free-text option at the end.
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(input).toHaveAttribute(
      'aria-activedescendant',
      screen.getByRole('option', { name: 'Cari "kut"' }).id,
    );
    await user.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).not.toHaveAttribute('aria-activedescendant');
    expect(input).toHaveValue('kut');

    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onSelectSuggestion).toHaveBeenCalledWith(kutaSuggestions[1]);
    expect(input).toHaveValue('Kuta Utara');
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('offers the typed text as a free search', async () => {
    const onSelectText = vi.fn();
    const { user } = renderWithProviders(<Harness suggestions={[]} onSelectText={onSelectText} />);
    await user.type(screen.getByRole('combobox'), 'xyz ');
    expect(screen.getByRole('status')).toHaveTextContent('Tidak ada lokasi yang cocok');
    await user.click(screen.getByRole('option', { name: 'Cari "xyz"' }));
    expect(onSelectText).toHaveBeenCalledWith('xyz');
  });

  it('selects with a tap and clears with the clear button', async () => {
    const onSelectSuggestion = vi.fn();
    const { user } = renderWithProviders(<Harness onSelectSuggestion={onSelectSuggestion} />);
    const input = screen.getByRole('combobox');
    await user.type(input, 'pantai');
    await user.click(screen.getByRole('option', { name: /Pantai Kuta/ }));
    expect(onSelectSuggestion).toHaveBeenCalledWith(kutaSuggestions[2]);
    await user.click(screen.getByRole('button', { name: 'Hapus lokasi' }));
    expect(input).toHaveValue('');
  });

  it('offers "Hotel di sekitar saya" first, before anything is typed and above the suggestions', async () => {
    const onSelectNearby = vi.fn();
    const { user } = renderWithProviders(<Harness onSelectNearby={onSelectNearby} />);
    const input = screen.getByRole('combobox');
    await user.click(input);
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Hotel di sekitar saya']);
    await expectNoAxeViolations();
    await user.type(input, 'ku');
    const options = screen.getAllByRole('option');
    expect(options[0]).toHaveAccessibleName('Hotel di sekitar saya');
    // Near me, four suggestions and the typed text.
    expect(options).toHaveLength(6);
    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', options[0]?.id);
    await user.keyboard('{Enter}');
    expect(onSelectNearby).toHaveBeenCalledTimes(1);
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveValue('ku');
  });

  it('reopened on a chosen place, offers near me only, without a "no match" status', async () => {
    const { user } = renderWithProviders(
      <DestinationCombobox
        value="Kuta"
        picked
        onValueChange={() => {}}
        suggestions={[]}
        onSelectSuggestion={() => {}}
        onSelectText={() => {}}
        onSelectNearby={() => {}}
      />,
    );
    await user.click(screen.getByRole('combobox'));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Hotel di sekitar saya']);
    expect(screen.queryByText('Tidak ada lokasi yang cocok')).not.toBeInTheDocument();
  });
});
