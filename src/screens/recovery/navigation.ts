import { useLocation, useNavigate } from 'react-router-dom';

/** Why a recovery screen sent the person back to `/recovery`. */
export type RecoveryNotice = 'restart';

/** Navigation state carrying a notice for `/recovery`. */
export interface RecoveryNavigationState {
  recoveryNotice: RecoveryNotice;
}

/** Where a recovery screen sends the person: a path, and a notice when it sends them back to the start. */
export type RecoveryNavigate = (path: string, notice?: RecoveryNotice) => void;

/** The screens' `onNavigate`, or the router (a notice travels in the history entry's state, replacing the entry). */
export function useRecoveryNavigate(onNavigate?: RecoveryNavigate): RecoveryNavigate {
  const navigate = useNavigate();
  return (
    onNavigate ??
    ((path, notice) => {
      if (notice) void navigate(path, { replace: true, state: { recoveryNotice: notice } satisfies RecoveryNavigationState });
      else void navigate(path);
    })
  );
}

/** The notice this page was opened with; anything else in the history state is ignored. */
export function useRecoveryNotice(): RecoveryNotice | null {
  const { state } = useLocation() as { state: unknown };
  return typeof state === 'object' && state !== null && 'recoveryNotice' in state && state.recoveryNotice === 'restart' ? 'restart' : null;
}
