import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { paths } from '../../app/paths';
import { placeholderMessages } from './messages';

export interface PlaceholderScreenProps {
  /** The route's title, as the page heading. */
  title: string;
}

/** An honest stand-in for a screen not built yet: its title, a notice and a way home. */
export function PlaceholderScreen({ title }: PlaceholderScreenProps) {
  return (
    <>
      <Typography variant="h1" component="h1" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <Typography sx={{ mb: 3 }}>{placeholderMessages.body}</Typography>
      <Button variant="contained" href={paths.home()}>
        {placeholderMessages.home}
      </Button>
    </>
  );
}
