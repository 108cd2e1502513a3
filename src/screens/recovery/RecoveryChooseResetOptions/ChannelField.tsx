import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import type { ChangeEvent } from 'react';
import type { RecoveryChannel, RecoveryOption } from '../recoveryState';
import { recoveryChooseResetOptionsMessages as m } from './messages';

/** The id of an option's radio input (the error summary links to the chosen one). */
export const optionId = (channel: RecoveryChannel) => `recovery-option-${channel.toLowerCase()}`;

function optionLabel(option: RecoveryOption) {
  const [label, hint] =
    option.channel === 'EMAIL' ? [m.emailOption(option.maskedDestination), m.emailOptionHint] : [m.smsOption(option.maskedDestination), m.smsOptionHint];
  return (
    <Box sx={{ py: 1 }}>
      <Typography component="span" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
        {label}
      </Typography>
      <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
        {hint}
      </Typography>
    </Box>
  );
}

export interface ChannelFieldProps {
  name: string;
  options: readonly RecoveryOption[];
  value: RecoveryChannel | '';
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  disabled?: boolean;
}

/**
 * Where to send the recovery: one radio per masked contact option, under a legend. A refusal is
 * said in the error summary, which links to the chosen option.
 */
export function ChannelField({ name, options, value, onChange, disabled = false }: ChannelFieldProps) {
  return (
    <FormControl component="fieldset" sx={{ width: '100%' }}>
      <FormLabel component="legend" sx={{ mb: 1, color: 'text.primary' }}>
        {m.legend}
      </FormLabel>
      <RadioGroup name={name} value={value} onChange={onChange}>
        {options.map((option) => (
          <FormControlLabel
            key={option.channel}
            value={option.channel}
            control={<Radio slotProps={{ input: { id: optionId(option.channel) } }} />}
            label={optionLabel(option)}
            disabled={disabled}
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
