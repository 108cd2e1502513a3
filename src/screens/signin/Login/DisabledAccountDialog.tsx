import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { loginMessages as m } from './messages';

export interface DisabledAccountDialogProps {
  open: boolean;
  /** Called when the person closes the dialog (button, Escape or a click outside). */
  onClose: () => void;
}

/** Explains that the account is blocked and what to do; MUI's Dialog traps focus and restores it on close. */
export function DisabledAccountDialog({ open, onClose }: DisabledAccountDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="disabled-account-title" aria-describedby="disabled-account-text">
      <DialogTitle id="disabled-account-title" component="h2">
        {m.disabledTitle}
      </DialogTitle>
      <DialogContent>
        <DialogContentText id="disabled-account-text">{m.disabledBody}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>{m.disabledDismiss}</Button>
      </DialogActions>
    </Dialog>
  );
}
