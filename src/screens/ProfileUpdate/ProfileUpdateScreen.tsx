import { PlaceholderScreen } from '../Placeholder';

/** Being built (issue 8): the screen replaces this file. */
export function ProfileUpdateScreen() {
  return <PlaceholderScreen title="ProfileUpdate" />;
}
