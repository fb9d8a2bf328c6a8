// Lingui catalogs (.po) written the way `lingui extract` writes them with @nusa/lingui-config's preset (PO format,
// no line numbers, `orderBy: 'messageId'`), so that the package's `pnpm extract` afterwards changes nothing. The
// order is by the id Lingui generates from the source message (sha256 → base64url, 6 characters), compared with
// an en-US collator, as @lingui/cli does.
import { createHash } from 'node:crypto';

export interface PoMessage {
  /** The source (Indonesian) message, which is also the msgid. */
  id: string;
  /** The msgstr: the message itself in id.po, its translation in en.po. */
  translation: string;
  /** Source files, relative to the package root: `src/favorites-page.tsx`. */
  origins: readonly string[];
}

/** Lingui's generated id of a message (@lingui/message-utils generateMessageId). */
export function messageId(message: string, context = ''): string {
  return createHash('sha256').update(`${message}\u001F${context}`).digest('base64url').slice(0, 6);
}

const collator = new Intl.Collator('en-US');

const quote = (text: string) => JSON.stringify(text);

/** `2026-11-25 10:00+0000`, as @lingui/format-po stamps a new catalog. */
export function potCreationDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  const offset = -date.getTimezoneOffset();
  const sign = offset >= 0 ? '+' : '-';
  const abs = Math.abs(offset);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}${sign}${pad(Math.floor(abs / 60))}${pad(abs % 60)}`;
}

function entry(message: PoMessage): string {
  const origins = [...message.origins].sort().map((origin) => `#: ${origin}\n`);
  return `${origins.join('')}msgid ${quote(message.id)}\nmsgstr ${quote(message.translation)}\n`;
}

/** A new catalog holding `messages`. */
export function renderPo(language: string, messages: readonly PoMessage[], created: Date): string {
  const header = [
    'msgid ""',
    'msgstr ""',
    `"POT-Creation-Date: ${potCreationDate(created)}\\n"`,
    '"MIME-Version: 1.0\\n"',
    '"Content-Type: text/plain; charset=utf-8\\n"',
    '"Content-Transfer-Encoding: 8bit\\n"',
    '"X-Generator: @lingui/cli\\n"',
    `"Language: ${language}\\n"`,
    '',
  ].join('\n');
  const sorted = [...messages].sort((a, b) => collator.compare(messageId(a.id), messageId(b.id)));
  return [header, ...sorted.map(entry)].join('\n');
}

interface Block {
  text: string;
  /** Lingui's id of the block's message; null for the header. */
  sortKey: string | null;
  msgid: string | null;
}

function blocks(po: string): Block[] {
  return po
    .replace(/\n+$/, '')
    .split(/\n\n+/)
    .map((text) => {
      const msgid = text.match(/^msgid (".*")$/m)?.[1];
      const context = text.match(/^msgctxt (".*")$/m)?.[1];
      const id = msgid === undefined ? '' : (JSON.parse(msgid) as string);
      if (!id) return { text, sortKey: null, msgid: null };
      return { text, sortKey: messageId(id, context ? (JSON.parse(context) as string) : ''), msgid: id };
    });
}

/**
 * An existing catalog with `message` added in its place; when the catalog has the message already, only its
 * origin is added (the existing translation stays).
 */
export function addPoMessage(po: string, message: PoMessage): string {
  const list = blocks(po);
  const existing = list.find((block) => block.msgid === message.id);
  if (existing) {
    const lines = existing.text.split('\n');
    const origins = lines.filter((line) => line.startsWith('#: '));
    const known = new Set(origins.map((line) => line.slice(3)));
    const added = message.origins.filter((origin) => !known.has(origin)).map((origin) => `#: ${origin}`);
    if (added.length === 0) return po;
    const rest = lines.filter((line) => !line.startsWith('#: '));
    const comments = rest.filter((line) => line.startsWith('#'));
    const body = rest.filter((line) => !line.startsWith('#'));
    existing.text = [...comments, ...[...origins, ...added].sort(), ...body].join('\n');
  } else {
    const key = messageId(message.id);
    const at = list.findIndex((block) => block.sortKey !== null && collator.compare(block.sortKey, key) > 0);
    const block: Block = { text: entry(message).trimEnd(), sortKey: key, msgid: message.id };
    if (at < 0) list.push(block);
    else list.splice(at, 0, block);
  }
  return `${list.map((block) => block.text).join('\n\n')}\n`;
}
