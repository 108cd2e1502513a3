import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { paths } from '../../services/paths';
import { recoveryCommonMessages as common } from './messages';

export interface RecoveryRestartProps {
  /** The screen's heading. */
  title: ReactNode;
  /** What is happening ('Voltando para o início…'), announced. */
  message: string;
}

/** A recovery step opened with nothing to continue from in this tab: it says so, with a link back to the start. */
export function RecoveryRestart({ title, message }: RecoveryRestartProps) {
  return (
    <>
      {title}
      <Typography role="status">{message}</Typography>
      <Link href={paths.recovery()} sx={{ display: 'inline-flex', alignItems: 'center', minHeight: 44 }}>
        {common.startAgain}
      </Link>
    </>
  );
}
