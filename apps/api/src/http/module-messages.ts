// A module's own messages in Indonesian and English (carts, payments): the text of one, with `{name}` parameters
// filled in, and an HttpError carrying it (and, for a field, the same text as its field error). One helper, so the
// modules keep only their wording.
import { HttpError } from './errors.ts';
import type { Lang } from './i18n.ts';

type Params = Record<string, string | number>;

export interface ModuleMessages<Key extends string> {
  text(lang: Lang, key: Key, params?: Params): string;
  error(
    status: number,
    code: string,
    key: Key,
    options: { lang: Lang; params?: Params; field?: string },
  ): HttpError;
}

export function moduleMessages<Key extends string>(
  messages: Record<Key, Record<Lang, string>>,
): ModuleMessages<Key> {
  const text = (lang: Lang, key: Key, params: Params = {}): string =>
    messages[key][lang].replace(/\{(\w+)\}/g, (match, name: string) =>
      name in params ? String(params[name]) : match,
    );
  return {
    text,
    error(status, code, key, options) {
      const message = text(options.lang, key, options.params);
      const field = options.field;
      return new HttpError(
        status,
        code,
        { text: message },
        { fieldErrors: field ? () => ({ [field]: [message] }) : undefined },
      );
    },
  };
}
