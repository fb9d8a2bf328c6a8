// The loading shell the server puts over the page on hotel landings (apps/api src/http/first-paint.ts: the
// header's brand and the page's frame, with the hotel's cover photo or the first hotels). It stays until the
// page's main content is no longer busy, so the visitor goes from the shell's photo straight to the page, not
// through the page's own skeleton and back to the same photo. "Busy" is what the pages already tell assistive
// technology: a <main> marked aria-busy, or a direct child of it so marked (the page-level skeletons; a busy
// section deeper down, such as the rooms of a stay still loading, does not hold the page back). A deadline keeps
// a page that never settles from staying covered.
// The page's style sheets count too: the starter links them itself (public/start-after-picture.js), so the app's
// chunk loader no longer waits for them before the page renders, and an unstyled page must not show in between.
const DEADLINE_MS = 3000;

export function revealWhenReady(shell: HTMLElement, root: HTMLElement, deadlineMs = DEADLINE_MS): void {
  const loading = new Set<HTMLLinkElement>();
  for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')) {
    if (link.sheet) continue;
    loading.add(link);
    const done = () => {
      loading.delete(link);
      if (ready()) reveal();
    };
    link.addEventListener('load', done, { once: true });
    link.addEventListener('error', done, { once: true });
  }
  const ready = () => {
    const main = root.querySelector('main');
    return (
      loading.size === 0 &&
      main !== null &&
      main.getAttribute('aria-busy') !== 'true' &&
      main.querySelector(':scope > [aria-busy="true"]') === null
    );
  };
  const observer = new MutationObserver(() => {
    if (ready()) reveal();
  });
  const timer = setTimeout(() => reveal(), deadlineMs);
  function reveal() {
    observer.disconnect();
    clearTimeout(timer);
    shell.remove();
  }
  if (ready()) reveal();
  else
    observer.observe(root, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['aria-busy'],
    });
}
