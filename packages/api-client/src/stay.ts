// The stay a hotel search or a hotel page asks for, from the URL to the API request: the defaults (tomorrow, one
// night, one room, two adults), nights, the URL query and the search and rooms requests. The web app (packages/
// hotel) builds its requests with it, and so does the API server when it answers a landing page's first requests
// in advance (apps/api src/http/first-paint.ts): the embedded answers are used only for a byte-identical
// request, so both sides must spell it with the same code.
//
// Pure and free of dependencies: it is on the first route (no Luxon, no React), and Node runs it from source by
// type stripping, so its modules import nothing but each other and types, with the `.ts` extension Node needs.
// Stay dates are Asia/Jakarta calendar dates ("YYYY-MM-DD"); Jakarta is UTC+7 all year (no daylight saving since
// 1964), so "today" is UTC shifted by seven hours and the day arithmetic runs on UTC midnights.
//
// Two modules behind this one entry, for the bundle: basics.ts (dates, defaults, the URL query) is on the home
// page's first route; requests.ts only in the results and detail pages' chunks.
export * from './stay/basics.ts';
export * from './stay/requests.ts';
