// Customer service: `pnpm --filter @nusa/api unlock-member -- --email andi@example.com` (or `--phone +6281234567801`)
// ends every lockout and counter of one member: failed passwords from all sources, the per-account ceiling,
// reset e-mails, and the code series of the number (lockouts and open codes). Given either identifier, the
// member's other one is cleared too. It opens the database the server uses (DATABASE_URL, else the PGlite folder
// API_DATA_DIR), with the same release as the server (no migration is run). A PGlite folder serves one process at
// a time: stop a development server first. Prints counts only, never the member's e-mail or number.
// Exit codes: 0 unlocked, 1 no member matched (counters of the identifier are cleared anyway), 2 usage.
import { parseArgs } from 'node:util';
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { type AppConfig, loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/database.ts';
import type { Phone } from '../src/modules/members/otp.ts';
import { clearMemberLimits } from '../src/modules/members/shared.ts';

const USAGE =
  'Usage: pnpm --filter @nusa/api unlock-member -- --email <e-mail>\n' +
  '       pnpm --filter @nusa/api unlock-member -- --phone <+62… or 08…>\n';

function fail(message: string): never {
  process.stderr.write(`${message}\n${USAGE}`);
  process.exit(2);
}

/** `+62 812-3456-7801`, `6281234567801` or `081234567801` (Indonesian without a country code). */
function parsePhone(value: string): Phone | undefined {
  const compact = value.replace(/[\s().-]/g, '');
  const international = compact.startsWith('+')
    ? compact
    : compact.startsWith('0')
      ? undefined
      : `+${compact}`;
  const parsed = international
    ? parsePhoneNumberFromString(international)
    : parsePhoneNumberFromString(compact, 'ID');
  if (!parsed?.isPossible()) return undefined;
  return { countryCode: parsed.countryCallingCode, number: parsed.nationalNumber };
}

let values: { email?: string; phone?: string };
try {
  ({ values } = parseArgs({
    // `pnpm run unlock-member -- --email …` passes the separator through.
    args: process.argv.slice(2).filter((arg) => arg !== '--'),
    options: { email: { type: 'string' }, phone: { type: 'string' } },
  }));
} catch (error) {
  fail((error as Error).message);
}
const email = values.email?.trim();
if (!email && !values.phone) fail('Give the member’s e-mail or phone number.');
if (email !== undefined && !email.includes('@')) fail('--email is not an e-mail address.');
const phone = values.phone === undefined ? undefined : parsePhone(values.phone);
if (values.phone !== undefined && !phone) fail('--phone is not a phone number.');

// Only where the database is matters here: the sign-in secrets and adapters are not read.
const config = loadConfig(process.env, { auth: {} as AppConfig['auth'] });
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir, poolSize: 1 });
try {
  const cleared = await clearMemberLimits(database, { email, phone });
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  const counts =
    `${plural(cleared.passwordFailures, 'password failure counter')}, ` +
    `${plural(cleared.emailCounters, 'e-mail counter')}, ${plural(cleared.oneTimeCodes, 'one-time code')} cleared.`;
  if (cleared.memberIds.length === 0) {
    process.stdout.write(`No member with this e-mail or phone number; ${counts}\n`);
    process.exitCode = 1;
  } else {
    process.stdout.write(`Unlocked member ${cleared.memberIds.join(', ')}: ${counts}\n`);
  }
} finally {
  await database.close();
}
