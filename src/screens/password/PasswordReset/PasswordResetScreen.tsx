import { useParams } from 'react-router-dom';
import { PasswordForm } from '../PasswordForm';

export interface PasswordResetScreenProps {
  /** Where to go once the password is reset; the router by default. */
  onSuccess?: (path: string) => void;
}

/** `/password/reset/:token`: a new password from a recovery link, with the create-password form and rules. */
export function PasswordResetScreen({ onSuccess }: PasswordResetScreenProps) {
  const { token = '' } = useParams();
  return <PasswordForm variant="reset" token={token} onSuccess={onSuccess} />;
}
