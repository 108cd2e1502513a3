/** Copy of the page loader; a consuming site may override it under the `pageLoader` key. */
export const pageLoaderMessages = {
  label: 'Carregando…',
};
