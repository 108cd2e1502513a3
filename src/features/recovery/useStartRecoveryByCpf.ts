import { commitAsync, graphql, useMutation } from '../../relay';
import { paths } from '../../services/paths';
import { localStore, storageKeys } from '../../services/storage';
import type { useStartRecoveryByCpfMutation } from './__generated__/useStartRecoveryByCpfMutation.graphql';
import { recoveryCommonMessages as common } from './messages';
import type { RecoveryNavigate } from './navigation';
import { classifyRecoveryFailure, recoveryFailureMessage } from './recoveryFailure';
import { parseOptions, writeRecoveryState } from './recoveryState';

const startMutation = graphql`
  mutation useStartRecoveryByCpfMutation($identity: String!) {
    startPasswordRecoveryByCpf(identity: $identity) {
      recoveryId
      options {
        channel
        maskedDestination
      }
    }
  }
`;

/**
 * The start of a recovery by CPF (`/recovery` with a CPF, `/recovery/profile`): fetches the
 * account's masked contact options, keeps them for `/recovery/choose-reset-options` and goes
 * there. `start` rejects with what failed (see `startFailure`); `inFlight` while it runs.
 */
export function useStartRecoveryByCpf(go: RecoveryNavigate): { start: (identity: string) => Promise<void>; inFlight: boolean } {
  const [commit, inFlight] = useMutation<useStartRecoveryByCpfMutation>(startMutation);
  const start = async (identity: string) => {
    const { startPasswordRecoveryByCpf: answer } = await commitAsync(commit, { identity });
    const options = parseOptions(answer.options);
    if (!options || !answer.recoveryId) throw new Error('unexpected shape');
    // The e-mail of an earlier visit may be another account's: the reset link names its own.
    localStore.remove(storageKeys.email);
    writeRecoveryState({ recoveryId: answer.recoveryId, address: null, options, delivery: null });
    go(paths.recoveryChooseResetOptions());
  };
  return { start, inFlight };
}

/** What a failed start is shown as, and whether no account has the CPF (the page then offers a sign-up). */
export function startFailure(error: unknown): { message: string; notFound: boolean } {
  const failure = classifyRecoveryFailure(error);
  return { message: recoveryFailureMessage(failure, { notFound: common.notFound }), notFound: failure.kind === 'notFound' };
}
