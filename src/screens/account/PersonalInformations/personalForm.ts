import { birthDateError, cpfError, phoneError } from '../../../components/validation';
import { fieldsFor, type ValuesOf } from '../../../forms/describe';
import { MAX_KEPT_TEXT_LENGTH } from '../../../services/storage';
import type { PersonalInformationsScreenCompleteMutation$variables } from './__generated__/PersonalInformationsScreenCompleteMutation.graphql';

/** The personal data this screen may collect. */
export type PersonalField = 'identity' | 'phoneNumber' | 'bornOn';

/** What sending and showing read: the fields this page asks (what the profile lacks). */
export interface PersonalContext {
  asked: readonly PersonalField[];
}

const keptText = (stored: unknown) => typeof stored === 'string' && stored.length <= MAX_KEPT_TEXT_LENGTH;
/** Only the asked fields are sent, each as its clean value. */
const ifAsked = <K extends PersonalField>(name: K) => (value: string, { asked }: PersonalContext) => (asked.includes(name) ? ({ [name]: value } as Record<K, string>) : {});

const { field, form } = fieldsFor<PersonalInformationsScreenCompleteMutation$variables, PersonalContext>();

/**
 * `/personal-informations`'s form, each field once, in screen order. Every asked field is required
 * here: collecting it is what the page is for (spec §5 messages); an incomplete value is spared while
 * typed. The draft (useFormDraft) keeps all of them; the server's errors show under each.
 */
export const personalForm = form({
  identity: field({
    empty: '', draft: keptText, serverError: true, waitsWhileTyping: true,
    rule: (value, { whileTyping }) => cpfError(value, { required: true, whileTyping }),
    shown: ({ asked }) => asked.includes('identity'),
    send: ifAsked('identity'),
  }),
  phoneNumber: field({
    empty: '', draft: keptText, serverError: true, waitsWhileTyping: true,
    rule: (value, { whileTyping }) => phoneError(value, { required: true, whileTyping }),
    shown: ({ asked }) => asked.includes('phoneNumber'),
    send: ifAsked('phoneNumber'),
  }),
  bornOn: field({
    empty: '', draft: keptText, serverError: true, waitsWhileTyping: true,
    rule: (value, { whileTyping, today }) => birthDateError(value, { required: true, whileTyping, today }),
    shown: ({ asked }) => asked.includes('bornOn'),
    send: ifAsked('bornOn'),
  }),
});

export type PersonalValues = ValuesOf<typeof personalForm.fields>;
