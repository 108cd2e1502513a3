import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { PageLoader } from '../../../components';
import { personalInformationsMessages as m } from './messages';

/** The data was saved: the person goes straight on. */
export function GoOn({ label, onContinue }: { label: string; onContinue: () => void }) {
  useEffect(() => onContinue(), [onContinue]);
  return <PageLoader label={label} />;
}

/** Nothing is missing: says so, and the person goes on when they choose (no silent bounce home). */
export function NothingMissing({ onContinue }: { onContinue: () => void }) {
  return (
    <>
      <Typography sx={{ mb: 3 }}>{m.complete}</Typography>
      <Button variant="contained" onClick={onContinue}>
        {m.continue}
      </Button>
    </>
  );
}
