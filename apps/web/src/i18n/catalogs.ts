import type { CatalogLoaders } from '@nusa/i18n/i18n';
import loaders from 'virtual:nusa-catalogs';

/** Compiled catalogs of this app and of every @nusa/* dependency with copy, one lazy chunk per file. */
export const catalogLoaders: CatalogLoaders = loaders;
