import { useLingui } from '@lingui/react/macro';
import { Icon, type IconName } from '@nusa/ui-kit/icon';
import { TextField } from '@nusa/ui-kit/text-field';
import { type KeyboardEvent, type ReactNode, type Ref, useId, useMemo, useState } from 'react';
import styles from './destination-combobox.module.css';
import type { AutocompleteItem, DestinationType } from './route-target';

/** Fewer characters than this give too many weak matches; the container does not query below it. */
export const MIN_KEYWORD_LENGTH = 2;

const TYPE_ORDER: DestinationType[] = ['city', 'area', 'poi', 'hotel_group', 'hotel'];
const TYPE_ICON: Record<DestinationType, IconName> = {
  city: 'location',
  area: 'location',
  poi: 'star',
  hotel_group: 'bed',
  hotel: 'bed',
};

export interface DestinationComboboxProps {
  value: string;
  /** Every keystroke; the container debounces before asking the API. */
  onValueChange: (text: string) => void;
  suggestions: AutocompleteItem[];
  loading?: boolean;
  onSelectSuggestion: (item: AutocompleteItem) => void;
  /** The "search for 'xyz'" option: search the typed text as a keyword. */
  onSelectText: (text: string) => void;
  error?: ReactNode;
  inputRef?: Ref<HTMLInputElement>;
  /** Opens the list on first render (stories and tests of the suggestions). */
  defaultOpen?: boolean;
  /** Offers "Hotels near me" as the first option, also before anything is typed. */
  onSelectNearby?: (() => void) | undefined;
  /** Shown under the field (e.g. while the visitor's position is looked up). */
  hint?: ReactNode;
  /** The value is a chosen destination, not typed text: no suggestions are looked up for it. */
  picked?: boolean;
}

type Option =
  | { kind: 'item'; item: AutocompleteItem; key: string }
  | { kind: 'text'; key: string }
  | { kind: 'nearby'; key: string };

const NEARBY_OPTION: Option = { kind: 'nearby', key: 'nearby' };

/**
 * Location field following the WAI-ARIA combobox pattern (list autocomplete, focus stays in the input, the
 * highlighted option is announced through aria-activedescendant). Presentational: suggestions come in as props.
 */
export function DestinationCombobox({
  value,
  onValueChange,
  suggestions,
  loading = false,
  onSelectSuggestion,
  onSelectText,
  error,
  inputRef,
  defaultOpen = false,
  onSelectNearby,
  hint,
  picked = false,
}: DestinationComboboxProps) {
  const { t } = useLingui();
  const id = useId();
  const listboxId = `${id}-listbox`;
  const [open, setOpen] = useState(defaultOpen);
  const [active, setActive] = useState(-1);

  const typeLabel: Record<DestinationType, string> = {
    city: t`Kota`,
    area: t`Area`,
    poi: t`Tempat menarik`,
    hotel_group: t`Grup hotel`,
    hotel: t`Hotel`,
  };

  const trimmed = value.trim();
  // A chosen (or remembered) place is not a query: reopening the field offers near me, not "no match" for it.
  const canSuggest = !picked && trimmed.length >= MIN_KEYWORD_LENGTH;

  const groups = useMemo(
    () =>
      TYPE_ORDER.map((type) => ({ type, items: suggestions.filter((s) => s.type === type) })).filter(
        (g) => g.items.length > 0,
      ),
    [suggestions],
  );
  const options = useMemo<Option[]>(() => {
    const list: Option[] = groups.flatMap((g) =>
      g.items.map((item) => ({ kind: 'item' as const, item, key: `${item.type}-${item.id}` })),
    );
    if (trimmed) list.push({ kind: 'text', key: 'text' });
    // Near me comes first; before two characters it is the only option.
    if (onSelectNearby) return canSuggest ? [NEARBY_OPTION, ...list] : [NEARBY_OPTION];
    return list;
  }, [groups, trimmed, onSelectNearby, canSuggest]);

  const expanded = open && (canSuggest || !!onSelectNearby);
  const optionId = (index: number) => `${id}-option-${index}`;
  const activeIndex = expanded && active < options.length ? active : -1;

  const choose = (option: Option | undefined) => {
    if (!option) return;
    if (option.kind === 'item') onSelectSuggestion(option.item);
    else if (option.kind === 'nearby') onSelectNearby?.();
    else onSelectText(trimmed);
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!expanded) {
          setOpen(true);
          setActive(0);
        } else setActive((i) => (i + 1) % options.length);
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (!expanded) {
          setOpen(true);
          setActive(options.length - 1);
        } else setActive((i) => (i <= 0 ? options.length - 1 : i - 1));
        break;
      case 'Enter':
        // With nothing highlighted Enter submits the form, as in any text field.
        if (activeIndex >= 0) {
          event.preventDefault();
          choose(options[activeIndex]);
        }
        break;
      case 'Escape':
        if (expanded) {
          // Keep Escape from also closing a surrounding sheet or dialog.
          event.preventDefault();
          event.stopPropagation();
          setOpen(false);
          setActive(-1);
        }
        break;
    }
  };

  let index = -1;
  const renderOption = (option: Option, content: ReactNode) => {
    index += 1;
    const i = index;
    return (
      // biome-ignore lint/a11y/useFocusableInteractive: combobox pattern: focus stays in the input, which points at the option with aria-activedescendant
      // biome-ignore lint/a11y/useKeyWithClickEvents: the input handles the keys (arrows, Enter) for every option
      <div
        key={option.key}
        id={optionId(i)}
        role="option"
        aria-selected={i === activeIndex}
        className={styles.option}
        data-active={i === activeIndex || undefined}
        // mousedown would blur the input and close the list before the click lands.
        onMouseDown={(e) => e.preventDefault()}
        onClick={() => choose(option)}
        onMouseMove={() => setActive(i)}
      >
        {content}
      </div>
    );
  };

  const count = suggestions.length;
  const statusText =
    !expanded || !canSuggest
      ? ''
      : loading && suggestions.length === 0
        ? t`Mencari lokasi…`
        : suggestions.length === 0
          ? t`Tidak ada lokasi yang cocok`
          : t`${count} saran lokasi tersedia`;

  return (
    <div className={styles.root}>
      <TextField
        ref={inputRef}
        label={t`Kota, area, atau nama hotel`}
        placeholder={t`Mau menginap di mana?`}
        value={value}
        error={error}
        hint={hint}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        enterKeyHint="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
        leading={<Icon name="search" size={20} />}
        trailing={
          value ? (
            <button
              type="button"
              className={styles.clear}
              aria-label={t`Hapus lokasi`}
              onClick={() => {
                onValueChange('');
                setOpen(false);
              }}
            >
              <Icon name="close" size={18} />
            </button>
          ) : null
        }
        // A tap on the field opens the list, so "near me" is one tap away (typing opens it too).
        onClick={() => setOpen(true)}
        onChange={(e) => {
          onValueChange(e.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => {
          setOpen(false);
          setActive(-1);
        }}
      />
      <div
        id={listboxId}
        role="listbox"
        aria-label={t`Saran lokasi`}
        className={styles.listbox}
        hidden={!expanded}
      >
        {expanded
          ? [
              onSelectNearby
                ? renderOption(
                    NEARBY_OPTION,
                    <>
                      <Icon name="location" size={20} className={styles.optionIcon} />
                      <span className={styles.optionText}>
                        <span className={styles.optionName}>{t`Hotel di sekitar saya`}</span>
                      </span>
                    </>,
                  )
                : null,
              ...(canSuggest ? groups : []).map((g) => (
                // biome-ignore lint/a11y/useSemanticElements: a listbox may only hold option groups, not fieldsets
                <div
                  key={g.type}
                  role="group"
                  aria-labelledby={`${id}-group-${g.type}`}
                  className={styles.group}
                >
                  <div id={`${id}-group-${g.type}`} role="presentation" className={styles.groupLabel}>
                    {typeLabel[g.type]}
                  </div>
                  {g.items.map((item) =>
                    renderOption(
                      { kind: 'item', item, key: `${item.type}-${item.id}` },
                      <>
                        <Icon name={TYPE_ICON[item.type]} size={20} className={styles.optionIcon} />
                        <span className={styles.optionText}>
                          <span className={styles.optionName}>{item.name}</span>{' '}
                          <span className={styles.optionLabel}>{item.label}</span>
                        </span>
                      </>,
                    ),
                  )}
                </div>
              )),
              trimmed && canSuggest
                ? renderOption(
                    { kind: 'text', key: 'text' },
                    <>
                      <Icon name="search" size={20} className={styles.optionIcon} />
                      <span className={styles.optionText}>
                        <span className={styles.optionName}>{t`Cari "${trimmed}"`}</span>
                      </span>
                    </>,
                  )
                : null,
            ]
          : null}
      </div>
      <div role="status" className="nusa-visually-hidden">
        {statusText}
      </div>
    </div>
  );
}
