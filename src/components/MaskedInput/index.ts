export { createMaskedInput, MaskedField } from './MaskedInput';
export type { MaskedFieldBaseProps, MaskedFieldProps, MaskedInputProps, MaskSpec } from './MaskedInput';
