import { createAppTheme } from '../components/theme';
import { RouterLink } from './RouterLink';

/** The animations MUI's inputs detect the browser's autofill by (an `animationstart` that floats the label). */
const AUTO_FILL = 'mui-auto-fill';
const AUTO_FILL_CANCEL = 'mui-auto-fill-cancel';

/**
 * Their keyframes, once for the page (`AppTheme`), as MUI's InputBase declares them. MUI otherwise
 * renders them in a global style of every input, and each such style after the first inserted its
 * rules again as the app hydrated a pre-rendered page: rules for every input, compiled in the
 * hydration's commit.
 */
export const autoFillKeyframes = {
  [`@keyframes ${AUTO_FILL}`]: { from: { animationName: AUTO_FILL } },
  [`@keyframes ${AUTO_FILL_CANCEL}`]: { from: { animationName: AUTO_FILL_CANCEL } },
};

/** The programme's theme, with MUI links and buttons navigating through the router. */
export const appTheme = createAppTheme({
  components: {
    MuiLink: { defaultProps: { component: RouterLink } },
    MuiButtonBase: { defaultProps: { LinkComponent: RouterLink } },
    // No global style per input (the keyframes come once, with AppTheme). The prop also drops the
    // input's autofill animation from MUI's styles: it is put back here, as MUI has it.
    MuiInputBase: {
      defaultProps: { disableInjectingGlobalStyles: true },
      styleOverrides: {
        input: {
          animationName: AUTO_FILL_CANCEL,
          animationDuration: '10ms',
          '&:-webkit-autofill': { animationDuration: '5000s', animationName: AUTO_FILL },
        },
      },
    },
  },
});
