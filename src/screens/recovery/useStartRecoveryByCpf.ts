import { useState } from 'react';
import type { FieldValues, Path } from 'react-hook-form';
import type { FormErrors, ValidatedForm } from '../../forms';
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

/**
 * A start of recovery from a form (by e-mail or CPF): `attempt(run)` forgets the last "no account",
 * runs the start and, when it fails, shows why under `field` (the summary titled `summaryTitle`) and
 * remembers whether no account has the CPF (`notFound`: the page then offers a sign-up). `forget`
 * is for a submit stopped by the form's own validation.
 */
export function useStartAttempt<V extends FieldValues>(form: ValidatedForm<V>, field: Path<V>, summaryTitle: string) {
  const [notFound, setNotFound] = useState(false);
  const attempt = async (run: () => Promise<void>) => {
    setNotFound(false);
    try {
      await run();
    } catch (error) {
      const { message, notFound: unknownCpf } = startFailure(error);
      setNotFound(unknownCpf);
      form.showErrors({ fieldErrors: { [field]: message } as FormErrors<V>['fieldErrors'], summaryTitle });
    }
  };
  return { notFound, attempt, forget: () => setNotFound(false) };
}
