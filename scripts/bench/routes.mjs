// The form routes the benchmark and the profile open, and what the slow-phone person types on each
// (scripts/bench/slowPhone.mjs): the field, the text, what says the form works, and how a typed value
// is compared with what stayed in the field (digits alone for a masked field).

export const ROUTES = {
  register: '/register',
  login: '/login',
  password: '/password/create/demo-criar-senha?email=ana.costa%40exemplo.com.br',
};

const CPF_MASKED = { kind: 'value', pattern: '^\\d{3}\\.\\d{3}\\.\\d{3}-\\d{2}$' };
/** A CPF masked as far as it is typed ('529.9'): what the sign-up's field shows from the first key, before the app too. */
const CPF_MASKED_SO_FAR = '^\\d{1,3}(\\.\\d{1,3}(\\.\\d{1,3}(-\\d{1,2})?)?)?$';

/** What the person types on into another field, with `--type-on`, until the app has the page. */
const TYPED_ON = 'Clara Nunes da Silva Pereira Santos Oliveira Souza Lima Costa Ribeiro Almeida Carvalho';

export const TYPING = {
  register: { selector: 'input[name="identity"]', text: '52998224725', works: CPF_MASKED, masked: CPF_MASKED_SO_FAR, compare: 'digits', on: { selector: 'input[name="name"]', text: TYPED_ON } },
  login: { selector: 'input[name="identifier"]', text: '52998224725', works: CPF_MASKED, compare: 'digits', on: { selector: 'input[name="password"]', text: TYPED_ON } },
  password: {
    selector: 'input[name="password"]',
    text: 'Senha@Forte1',
    works: { kind: 'text', pattern: ': atendido' },
    compare: 'chars',
    on: { selector: 'input[name="passwordConfirmation"]', text: TYPED_ON },
  },
};
