import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { PageTitle } from '../../../components';
import { paths } from '../../../services/paths';
import { recoveryCommonMessages as common } from '../messages';
import { useRecoveryNavigate, type RecoveryNavigate } from '../navigation';
import { readRecoveryState, type RecoveryState } from '../recoveryState';
import { RecoveryLinks } from '../RecoveryLinks';
import { RecoveryRestart } from '../RecoveryRestart';
import { ResendControl } from '../ResendControl';
import { useResendRecovery } from '../useResendRecovery';
import { recoverySentMessages as m } from './messages';

export interface RecoverySentScreenProps {
  /** Where to go next; the router by default. */
  onNavigate?: RecoveryNavigate;
}

function readEmailDelivery(): RecoveryState | null {
  const state = readRecoveryState();
  return state?.delivery?.channel === 'EMAIL' ? state : null;
}


/**
 * `/recovery/sent`: where the recovery e-mail went (masked), what to do next, a resend that
 * waits (`resendAvailableInSeconds`, or the server's `retryAfterSeconds`), and a way to type the
 * code instead when the e-mail carried one. Without a recovery in this tab, back to `/recovery`.
 */
export function RecoverySentScreen({ onNavigate }: RecoverySentScreenProps) {
  const go = useRecoveryNavigate(onNavigate);
  const [state, setState] = useState(readEmailDelivery);
  const resending = useResendRecovery(state, setState);

  const title = (
    <PageTitle>{m.title}</PageTitle>
  );
  if (state?.delivery == null) return <RecoveryRestart title={title} message={m.redirecting} go={go} />;
  const { delivery } = state;

  return (
    <>
      {title}
      <Typography>{m.sentTo}</Typography>
      <Typography sx={{ my: 1, fontWeight: 500, overflowWrap: 'anywhere' }}>{delivery.maskedDestination}</Typography>
      {state.recoveryId === null ? <Typography>{m.ifAccount}</Typography> : null}
      <Typography variant="h6" component="h2" sx={{ mt: 3, mb: 1 }}>
        {m.nextTitle}
      </Typography>
      <Box component="ol" sx={{ pl: 3, my: 0, '& li': { mb: 1 } }}>
        <li>{m.stepOpen}</li>
        <li>{m.stepSpam}</li>
        <li>{m.stepExpires}</li>
      </Box>
      <ResendControl resendAt={delivery.resendAt} resending={resending} label={m.resend} resent={m.resent} />
      <RecoveryLinks
        links={[
          { href: paths.recoveryConfirmationCode(), text: m.enterCode, shown: state.recoveryId !== null && delivery.codeLength > 0 },
          { href: paths.recovery(), text: common.startAgain, shown: resending.outcome?.kind === 'failed' && resending.outcome.expired },
          { href: paths.login(), text: common.backToLogin },
        ]}
      />
    </>
  );
}
