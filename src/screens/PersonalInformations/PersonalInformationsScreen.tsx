import { PlaceholderScreen } from '../Placeholder';

/** Being built (issue 8): the screen replaces this file. */
export function PersonalInformationsScreen() {
  return <PlaceholderScreen title="PersonalInformations" />;
}
