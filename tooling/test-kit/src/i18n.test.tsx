import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { defineCatalog } from '@nusa/i18n/catalog';
import { WithCatalog } from '@nusa/i18n/catalog-gate';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createTestI18n, loadTestI18n, testCatalogs } from './i18n';

const catalog = defineCatalog({
  id: async () => ({ messages: { greeting: 'Halo' } }),
  en: async () => ({ messages: { greeting: 'Hello' } }),
});

/** The catalog's gate renders its children on the first render: no fallback frame, no wait. */
function expectGateOpenAtOnce(i18n: I18n) {
  render(
    <I18nProvider i18n={i18n}>
      <WithCatalog catalog={catalog} fallback="loading">
        ready
      </WithCatalog>
    </I18nProvider>,
  );
  expect(screen.getByText('ready')).toBeInTheDocument();
}

describe('test i18n', () => {
  it('is empty by default, so the source copy shows', () => {
    const i18n = createTestI18n();
    expect(i18n.locale).toBe('id');
    expect(i18n._({ id: 'greeting', message: 'Halo (sumber)' })).toBe('Halo (sumber)');
  });

  it('loads catalogs through the loader, so their gate renders at once', async () => {
    const i18n = await loadTestI18n('en', [catalog]);
    expect(i18n.locale).toBe('en');
    expect(i18n._('greeting')).toBe('Hello');
    expectGateOpenAtOnce(i18n);
  });
});

describe('testCatalogs', () => {
  const copy = testCatalogs([catalog]);

  it('asks for its load first', () => {
    expect(() => copy.i18n('en')).toThrow(/beforeAll/);
  });

  it('gives a fresh instance per call, holding the preloaded messages, whose gate renders at once', async () => {
    await copy.load();
    const en = copy.i18n('en');
    expect(en._('greeting')).toBe('Hello');
    expect(copy.i18n()._('greeting')).toBe('Halo');
    expect(copy.i18n('en')).not.toBe(en);
    expectGateOpenAtOnce(en);
  });
});
