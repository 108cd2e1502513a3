import SvgIcon, { type SvgIconProps } from '@mui/material/SvgIcon';

/** A decorative icon drawn from one path (`d`), hidden from assistive technology. */
function PathIcon({ d, ...props }: SvgIconProps & { d: string }) {
  return (
    <SvgIcon aria-hidden="true" focusable="false" {...props}>
      <path d={d} />
    </SvgIcon>
  );
}

// Material Design icon paths, drawn inline: @mui/icons-material is not a dependency.
const icon = (path: string) =>
  function Icon(props: SvgIconProps) {
    return <PathIcon d={path} {...props} />;
  };

export const EyeIcon = icon(
  'M12 4.5C7 4.5 2.73 7.61 1 12c1.73 4.39 6 7.5 11 7.5s9.27-3.11 11-7.5c-1.73-4.39-6-7.5-11-7.5M12 17c-2.76 0-5-2.24-5-5s2.24-5 5-5 5 2.24 5 5-2.24 5-5 5m0-8c-1.66 0-3 1.34-3 3s1.34 3 3 3 3-1.34 3-3-1.34-3-3-3',
);

export const EyeOffIcon = icon(
  'M12 7c2.76 0 5 2.24 5 5 0 .65-.13 1.26-.36 1.83l2.92 2.92c1.51-1.26 2.7-2.89 3.43-4.75-1.73-4.39-6-7.5-11-7.5-1.4 0-2.74.25-3.98.7l2.16 2.16C10.74 7.13 11.35 7 12 7M2 4.27l2.28 2.28.46.46C3.08 8.3 1.78 10.02 1 12c1.73 4.39 6 7.5 11 7.5 1.55 0 3.03-.3 4.38-.84l.42.42L19.73 22 21 20.73 3.27 3zM7.53 9.8l1.55 1.55c-.05.21-.08.43-.08.65 0 1.66 1.34 3 3 3 .22 0 .44-.03.65-.08l1.55 1.55c-.67.33-1.41.53-2.2.53-2.76 0-5-2.24-5-5 0-.79.2-1.53.53-2.2m4.31-.78 3.15 3.15.02-.16c0-1.66-1.34-3-3-3z',
);

export const WarningIcon = icon('M1 21h22L12 2zm12-3h-2v-2h2zm0-4h-2v-4h2z');

const CHECK_CIRCLE = 'M12 2C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2m-2 15-5-5 1.41-1.41L10 14.17l7.59-7.59L19 8z';
const EMPTY_CIRCLE = 'M12 2C6.47 2 2 6.47 2 12s4.47 10 10 10 10-4.47 10-10S17.53 2 12 2m0 18c-4.41 0-8-3.59-8-8s3.59-8 8-8 8 3.59 8 8-3.59 8-8 8';

/**
 * A password rule's mark: a ticked circle once met, an empty one while pending. The same element
 * either way, so a rule that flips changes the path's `d` alone, not the icon's element or styles.
 */
export function RuleIcon({ met, ...props }: SvgIconProps & { met: boolean }) {
  return <PathIcon d={met ? CHECK_CIRCLE : EMPTY_CIRCLE} {...props} />;
}
