// One loader for third-party scripts (the reCAPTCHA widget here, the Google and Facebook sign-in SDKs in
// @nusa/auth-otp): each is added once, by id, however many components ask for it.

/** Adds a third-party script once (by id) and resolves when it has loaded. */
export function loadScript(src: string, id: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const existing = document.getElementById(id) as HTMLScriptElement | null;
    if (existing?.dataset.loaded) return resolve();
    const script = existing ?? document.createElement('script');
    script.addEventListener('load', () => {
      script.dataset.loaded = '1';
      resolve();
    });
    script.addEventListener('error', () => reject(new Error(`failed to load ${src}`)));
    if (!existing) {
      script.id = id;
      script.src = src;
      script.async = true;
      document.head.append(script);
    }
  });
}
