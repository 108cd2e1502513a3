import { yupResolver } from '@hookform/resolvers/yup';
import { createPasswordSchema } from '../../../components/validation/schemas';

/** The create-password form's resolver: `createPasswordSchema` through react-hook-form's yup resolver. */
export const passwordResolver = yupResolver(createPasswordSchema());
