import { PlaceholderScreen } from '../Placeholder';

/** Being built (issue 8): the screen replaces this file. */
export function RecoveryScreen() {
  return <PlaceholderScreen title="Recovery" />;
}
