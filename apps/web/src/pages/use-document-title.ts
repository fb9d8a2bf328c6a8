import { useEffect } from 'react';

const APP_NAME = 'Nusa Stay';

/** Sets the tab title while the page is shown and restores the app name when it goes (pages without a title). */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} | ${APP_NAME}` : APP_NAME;
    return () => {
      document.title = APP_NAME;
    };
  }, [title]);
}
