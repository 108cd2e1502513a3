import { PlaceholderScreen } from '../Placeholder';

/** Being built (issue 8): the screen replaces this file. */
export function EmailChangeScreen() {
  return <PlaceholderScreen title="EmailChange" />;
}
