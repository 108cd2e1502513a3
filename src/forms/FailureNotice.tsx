import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, type ReactNode } from 'react';

export interface FailureNoticeProps {
  /** What failed, a level-2 heading. */
  title: ReactNode;
  /** What the person should know: the reason, and what to do about it, as text (buttons and links go in `actions`). */
  children: ReactNode;
  /** `alert` when the notice is its own live region; none inside a region the page already has. */
  role?: 'alert';
  /** What the person can do about it (buttons, links): in the box after the message, outside its live region, so an announcement is the message alone. */
  actions?: ReactNode;
  /** Takes the focus when shown (its message is then read whole): for a failure that replaced the control the person had used. */
  focus?: boolean;
}

/**
 * A failure the page states in place of what it could not show or do, in a bordered box. A live
 * region is spoken as its text: the space after the title keeps it from running into what follows
 * ('…o acessoOcorreu…'); separate blocks in `children` need theirs too.
 */
export function FailureNotice({ title, children, role, actions, focus = false }: FailureNoticeProps) {
  const message = useRef<HTMLDivElement>(null);
  const id = useId();
  useEffect(() => {
    if (focus) message.current?.focus();
  }, [focus]);
  // Its own region is named by its title and described by the rest, which is what a reader says when it takes the focus.
  const named = role ? { 'aria-labelledby': `${id}-title`, 'aria-describedby': `${id}-body` } : {};
  return (
    <Box sx={{ p: 2, mb: 3, border: 3, borderColor: 'error.main', borderRadius: 1, bgcolor: 'background.paper' }}>
      <div role={role} ref={message} tabIndex={focus ? -1 : undefined} {...named}>
        <Typography id={`${id}-title`} variant="h6" component="h2" sx={{ mt: 0, mb: 1 }}>
          {title}
        </Typography>{' '}
        <div id={`${id}-body`}>{children}</div>
      </div>
      {actions}
    </Box>
  );
}
