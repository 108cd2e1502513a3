import * as packageExports from '@programa/cadastro-sso';
import { renderToString } from 'react-dom/server';
import { Gallery } from './Gallery';

export { rendered } from './Gallery';
/** Everything the package exports, to check that the gallery renders every component. */
export { packageExports };

/** The gallery's HTML as a server renders it: here, in Node, there is no window nor document to touch. */
export function renderGallery(): string {
  return renderToString(<Gallery />);
}
