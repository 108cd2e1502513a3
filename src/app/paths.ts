/** Every path of the portal, built in one place; screens never glue path strings. */
export const paths = {
  home: () => '/',
} as const;
