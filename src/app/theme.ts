import { createAppTheme } from '../components/theme';
import { RouterLink } from './RouterLink';

/** The programme's theme, with MUI links and buttons navigating through the router. */
export const appTheme = createAppTheme({
  components: {
    MuiLink: { defaultProps: { component: RouterLink } },
    MuiButtonBase: { defaultProps: { LinkComponent: RouterLink } },
  },
});
