import type * as FormFieldModule from '../components/FormField';

/** FormField's renders, by field id, since the test file started: see `countingFormField`. */
export const formFieldRenders = new Map<string, number>();

/**
 * A `vi.mock` factory for the FormField module: the real FormField, each render counted in
 * `formFieldRenders` under its id. What a key costs on a slow phone is mostly the MUI parts of the
 * fields it renders again; a test counts which ones did.
 *
 * `vi.mock('<path to>/components/FormField', async (importOriginal) => (await import('<path to>/test/formFieldRenders')).countingFormField(importOriginal))`
 */
export async function countingFormField(importOriginal: () => Promise<typeof FormFieldModule>): Promise<typeof FormFieldModule> {
  const actual = await importOriginal();
  return {
    ...actual,
    FormField: (props) => {
      formFieldRenders.set(props.id, (formFieldRenders.get(props.id) ?? 0) + 1);
      return actual.FormField(props);
    },
  };
}
