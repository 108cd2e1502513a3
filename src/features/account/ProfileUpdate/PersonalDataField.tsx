import type { ComponentType } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { BirthDateField, CpfField, PhoneField, type CpfFieldProps } from '../../../components';

// The three take the same props (MaskedField's).
const inputs: Record<'identity' | 'phoneNumber' | 'bornOn', ComponentType<CpfFieldProps>> = { identity: CpfField, phoneNumber: PhoneField, bornOn: BirthDateField };

/** The personal-data fields the signed-in forms collect, each with its masked input. */
export type PersonalDataFieldName = keyof typeof inputs;

export interface PersonalDataFieldProps<T extends FieldValues, N extends PersonalDataFieldName & Path<T>> {
  control: Control<T>;
  /** The form's field, which is also the input's id and name. */
  name: N;
  required?: boolean;
  hint?: string;
  error?: string;
  /** Told after each change (the form validates the field as it is typed). */
  onChanged: (name: N) => void;
  /** Told when the field loses focus. */
  onBlurred: (name: N) => void;
}

/**
 * A CPF, mobile phone or birth-date input bound to its react-hook-form field: the clean value in,
 * the screen told of each change and blur, the form's message as the error. One binding for the
 * profile and personal-information forms instead of a Controller block per field.
 */
export function PersonalDataField<T extends FieldValues, N extends PersonalDataFieldName & Path<T>>({
  control,
  name,
  onChanged,
  onBlurred,
  ...props
}: PersonalDataFieldProps<T, N>) {
  const Input: ComponentType<CpfFieldProps> = inputs[name];
  return (
    <Controller
      name={name}
      control={control}
      render={({ field }) => (
        <Input
          {...props}
          id={name}
          name={name}
          value={field.value as string}
          onChange={(value) => {
            field.onChange(value);
            onChanged(name);
          }}
          onBlur={() => onBlurred(name)}
        />
      )}
    />
  );
}
