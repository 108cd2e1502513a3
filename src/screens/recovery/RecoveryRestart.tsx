import Typography from '@mui/material/Typography';
import { useEffect, type ReactNode } from 'react';
import { ActionLink } from '../../components';
import { paths } from '../../services/paths';
import { recoveryCommonMessages as common } from './messages';
import type { RecoveryNavigate } from './navigation';

export interface RecoveryRestartProps {
  /** The screen's heading. */
  title: ReactNode;
  /** What is happening ('Voltando para o início…'), announced. */
  message: string;
  /** The screen's navigation: the person is sent to `/recovery`, which says why. */
  go: RecoveryNavigate;
}

/**
 * A recovery step opened with nothing to continue from in this tab: it sends the person back to the
 * start (which says why), and says so meanwhile, with a link there.
 */
export function RecoveryRestart({ title, message, go }: RecoveryRestartProps) {
  useEffect(() => {
    go(paths.recovery(), 'restart');
    // Once, when the step finds nothing to continue.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <>
      {title}
      <Typography role="status">{message}</Typography>
      <ActionLink href={paths.recovery()}>{common.startAgain}</ActionLink>
    </>
  );
}
