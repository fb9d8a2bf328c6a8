// The browser's position behind one small function, so tests (and stories) can stand in for it.

export interface Position {
  latitude: number;
  longitude: number;
}

/** Why no position came: the visitor (or the browser's settings) refused, or there was no fix in time. */
export type PositionFailure = 'denied' | 'unavailable';

/**
 * One position from navigator.geolocation. Rejects with a PositionFailure. The timeout runs from the moment
 * permission is given (the browser's prompt itself is not timed); a fix up to 5 minutes old is good enough to
 * search a 10 km radius.
 */
export function currentPosition(timeout = 10_000): Promise<Position> {
  return new Promise((resolve, reject) => {
    const geolocation = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
    if (!geolocation) {
      reject('unavailable' satisfies PositionFailure);
      return;
    }
    geolocation.getCurrentPosition(
      ({ coords }) => resolve({ latitude: coords.latitude, longitude: coords.longitude }),
      (error) =>
        reject((error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable') satisfies PositionFailure),
      { timeout, maximumAge: 5 * 60_000 },
    );
  });
}
