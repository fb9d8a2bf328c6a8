// The spec's "after profile update: go to /account with a success dialog". The profile page raises the flag just
// before it navigates; the account page takes it once on mount. Kept in memory (not in the URL), so a reload or a
// shared /account link never shows the dialog again.
let profileUpdated = false;

export function flagProfileUpdated(): void {
  profileUpdated = true;
}

/** True once after a profile update; false afterwards. */
export function takeProfileUpdated(): boolean {
  const value = profileUpdated;
  profileUpdated = false;
  return value;
}
