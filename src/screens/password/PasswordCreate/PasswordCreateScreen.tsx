import { useParams } from 'react-router-dom';
import { PasswordForm } from '../PasswordForm';

export interface PasswordCreateScreenProps {
  /** Where to go once the password is created; the router by default. */
  onSuccess?: (path: string) => void;
}

/** `/password/create/:token`: the first password of an account, from the link sent by e-mail (spec §2). */
export function PasswordCreateScreen({ onSuccess }: PasswordCreateScreenProps) {
  const { token = '' } = useParams();
  return <PasswordForm variant="create" token={token} onSuccess={onSuccess} />;
}
