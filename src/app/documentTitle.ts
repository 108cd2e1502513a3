import { useEffect } from 'react';
import { appMessages } from './messages';

/** Sets the tab's title to `page | Programa de Fidelidade` while the calling screen is shown. */
export function useDocumentTitle(page: string): void {
  useEffect(() => {
    document.title = appMessages.documentTitle(page);
  }, [page]);
}
