import { useCallback, useReducer } from 'react';

/** A field's check, as the validators give it: quiet while typing until the value is complete, or in full. */
export type Check = (value: string, options: { whileTyping?: boolean }) => string | null;

interface Checked {
  value: string;
  error: string | null;
}

/**
 * A story's field value, held in state and checked as the sign-up checks it: on change once complete, in
 * full on blur. `onBlur` keeps its identity from key to key, as the package asks of its users: a new one
 * at each key would render the whole field again (label, outline, hint), not only its input.
 */
export function useCheckedValue(initial: string, check: Check) {
  const [state, dispatch] = useReducer(
    (current: Checked, action: { type: 'change'; value: string } | { type: 'blur' }): Checked => {
      if (action.type === 'change') return { value: action.value, error: check(action.value, { whileTyping: true }) };
      const error = check(current.value, {});
      return error === current.error ? current : { ...current, error };
    },
    { value: initial, error: null },
  );
  const onChange = useCallback((value: string) => dispatch({ type: 'change', value }), []);
  const onBlur = useCallback(() => dispatch({ type: 'blur' }), []);
  return { ...state, onChange, onBlur };
}
