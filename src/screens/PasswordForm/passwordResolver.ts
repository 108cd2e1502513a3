import { yupResolver } from '@hookform/resolvers/yup';
import { createPasswordSchema } from '../../components/validation/schemas';
import { withPasswordStrength } from './withPasswordStrength';

/**
 * The create-password form's resolver: `createPasswordSchema` through react-hook-form's yup
 * resolver, then, on submit, the strength check (a weak password is refused with the reason).
 */
export const passwordResolver = withPasswordStrength(yupResolver(createPasswordSchema()));
