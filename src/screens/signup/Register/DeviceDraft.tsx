import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { ValidatedForm } from '../../../forms';
import { removeDraft } from './draft';
import { signUpForm, type SignUpValues } from './signUpForm';
import { registerMessages as m } from './messages';

export interface DeviceDraftProps {
  form: ValidatedForm<SignUpValues>;
  /** The e-mail came from the link and cannot be edited: clearing keeps it. */
  keepEmail: boolean;
}

/**
 * The draft is kept with no expiry (spec §3): says so, and clears it for a shared device. Clearing
 * removes `user_under_creation` and empties what the person typed (the link's profile and codes
 * stay), says it was done, and puts the focus on the first field.
 */
export function DeviceDraft({ form, keepEmail }: DeviceDraftProps) {
  const [cleared, setCleared] = useState(false);
  const clear = () => {
    const { type, customersCodes, email } = form.hookForm.getValues();
    removeDraft();
    form.hookForm.reset({ ...signUpForm.empty(), type, customersCodes, email: keepEmail ? email : '' }, { keepDefaultValues: true });
    form.clearMessages();
    setCleared(true);
    const [firstField] = form.registry.ids.values();
    if (firstField) document.getElementById(firstField)?.focus();
  };
  return (
    <Box component="section" sx={{ mt: 3 }}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {m.deviceNote}
      </Typography>
      <Button variant="outlined" onClick={clear}>
        {m.clearDevice}
      </Button>
      <Box role="status" sx={{ mt: cleared ? 1 : 0 }}>
        {cleared ? <Typography variant="body2">{m.deviceCleared}</Typography> : null}
      </Box>
    </Box>
  );
}
