import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface FailureNoticeProps {
  /** What failed, a level-2 heading. */
  title: ReactNode;
  /** What the person should know and can do: text, and actions if any. */
  children: ReactNode;
  /** `alert` when the notice is its own live region; none inside a region the page already has. */
  role?: 'alert';
  /** What the person can do about it (buttons, links): in the box after the message, outside its live region, so an announcement is the message alone. */
  actions?: ReactNode;
}

/**
 * A failure the page states in place of what it could not show or do, in a bordered box. A live
 * region is spoken as its text: the space after the title keeps it from running into what follows
 * ('…o acessoOcorreu…'); separate blocks in `children` need theirs too.
 */
export function FailureNotice({ title, children, role, actions }: FailureNoticeProps) {
  return (
    <Box sx={{ p: 2, mb: 3, border: 3, borderColor: 'error.main', borderRadius: 1, bgcolor: 'background.paper' }}>
      <div role={role}>
        <Typography variant="h6" component="h2" sx={{ mt: 0, mb: 1 }}>
          {title}
        </Typography>{' '}
        {children}
      </div>
      {actions}
    </Box>
  );
}
