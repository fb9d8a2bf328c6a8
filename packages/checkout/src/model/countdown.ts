// Countdowns to the server's deadlines (the room hold, a payment's expiry). They run on the server's clock, not
// the phone's: an answer carries `server_time`, and the phone's clock only measures how long ago that answer
// came, so a phone set to the wrong time or zone still counts the right minutes.

// Moved to @nusa/i18n/server-clock (the promotions' countdown runs on the server's clock too).
export { localDeadline, remainingMs } from '@nusa/i18n/server-clock';
