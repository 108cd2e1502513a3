/**
 * The mock's profile of the signed-in account: `me`, `updateProfile` and
 * `completePersonalInformation`, with the checks of spec §5.
 */
import { checkPhoneNumber, fieldErrors } from './contract.ts';
import type { RequestContext } from './oauth.ts';
import type { MockStore, StoredUser } from './store.ts';
import { isValidCpf } from '../src/components/validation/cpf.ts';
import { NAME_MAX_LENGTH } from '../src/components/validation/name.ts';
import type { PersonalInformationsScreenCompleteMutation$variables } from '../src/screens/account/PersonalInformations/__generated__/PersonalInformationsScreenCompleteMutation.graphql.ts';
import type { ProfileUpdateScreenUpdateProfileMutation$variables as UpdateProfileArgs } from '../src/screens/account/ProfileUpdate/__generated__/ProfileUpdateScreenUpdateProfileMutation.graphql.ts';

/** The schema's `completePersonalInformation` also takes a `name`, which no screen sends (the page asks only what the profile lacks of the rest). */
type CompletePersonalInformationArgs = PersonalInformationsScreenCompleteMutation$variables & { name?: string | null };

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The profile as the schema's `Profile` type shows it. */
export function profileOf(user: StoredUser) {
  return {
    name: user.name,
    email: user.email,
    identity: user.identity,
    phoneNumber: user.phoneNumber,
    bornOn: user.bornOn,
    type: user.type,
    receiveOffers: user.receiveOffers,
  };
}

/** Whether `iso` is a real date before `today`, of someone at least 18 (spec §5). */
function bornOnProblem(iso: string, today: Date): string | null {
  if (!ISO_DATE.test(iso)) return 'Data de nascimento inválida.';
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCMonth() !== m - 1 || date.getTime() >= today.getTime()) return 'Data de nascimento inválida.';
  const adult = new Date(Date.UTC(y + 18, m - 1, d));
  return adult.getTime() > today.getTime() ? 'Você precisa ser maior de 18 anos.' : null;
}

/** The server's check of a person's name: required, and at most `NAME_MAX_LENGTH` characters once trimmed. */
export function checkName(add: (field: string, message: string) => void, name: string): void {
  if (!name.trim()) add('name', 'O nome é obrigatório.');
  else if (name.trim().length > NAME_MAX_LENGTH) add('name', `O nome pode ter até ${NAME_MAX_LENGTH} caracteres.`);
}

/** The profile's resolvers over `store`; `sessionUser` is the account of the request's Bearer token (or throws `UNAUTHENTICATED`). */
export function createProfile(store: MockStore, sessionUser: (context: RequestContext | undefined) => StoredUser) {
  return {
    me(_args: unknown, context: RequestContext) {
      return profileOf(sessionUser(context));
    },

    updateProfile(args: UpdateProfileArgs, context: RequestContext) {
      const user = sessionUser(context);
      const { add, throwIfAny } = fieldErrors();
      checkName(add, args.name);
      checkPhoneNumber(add, args.phoneNumber);
      if (args.bornOn) {
        const problem = bornOnProblem(args.bornOn, new Date(store.now()));
        if (problem) add('bornOn', problem);
      }
      throwIfAny();
      user.name = args.name.trim();
      user.phoneNumber = args.phoneNumber || null;
      // A birth date is corrected, never erased: the form shows it only when the profile has one.
      if (args.bornOn) user.bornOn = args.bornOn;
      user.receiveOffers = args.receiveOffers;
      return profileOf(user);
    },

    completePersonalInformation(args: CompletePersonalInformationArgs, context: RequestContext) {
      const user = sessionUser(context);
      const { add, throwIfAny } = fieldErrors();
      if (args.name != null) checkName(add, args.name);
      if (args.identity != null) {
        if (user.identity !== null && user.identity !== args.identity) add('identity', 'O CPF desta conta já foi informado.');
        else if (!isValidCpf(args.identity)) add('identity', 'CPF inválido.');
        else if (store.users.some((u) => u !== user && u.identity === args.identity)) add('identity', 'Este CPF já está cadastrado.');
      }
      checkPhoneNumber(add, args.phoneNumber);
      if (args.bornOn != null) {
        const problem = bornOnProblem(args.bornOn, new Date(store.now()));
        if (problem) add('bornOn', problem);
      }
      throwIfAny();
      // Only where the profile has none: what the person already gave is changed on /profile/update.
      if (args.name != null && !user.name.trim()) user.name = args.name.trim();
      if (args.identity != null && user.identity === null) user.identity = args.identity;
      if (args.phoneNumber && !user.phoneNumber) user.phoneNumber = args.phoneNumber;
      if (args.bornOn && !user.bornOn) user.bornOn = args.bornOn;
      return profileOf(user);
    },
  };
}
