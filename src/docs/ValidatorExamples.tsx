import Box from '@mui/material/Box';
import {
  birthDateError,
  cleanCnpj,
  cleanCpf,
  cleanPhone,
  cnpjError,
  cpfError,
  emailError,
  formatBirthDate,
  formatCnpj,
  formatCpf,
  formatPhone,
  nameError,
  parseBirthDate,
  passwordError,
  phoneError,
} from '../components';

type Check = (value: string, whileTyping: boolean) => string | null;

const TODAY = '2026-11-23';

/** Each validator with the values the guide shows: the result column is computed by the validator itself, so it cannot go stale. */
const validators: Record<string, { check: Check; values: string[] }> = {
  cpf: { check: (v, whileTyping) => cpfError(v, { whileTyping }), values: ['52998224725', '52998224724', '11111111111', '5299822', '529.982.247-25', ''] },
  cnpj: {
    check: (v, whileTyping) => cnpjError(v, { whileTyping }),
    values: ['11222333000181', '12ABC34501DE35', '12abc34501de35', '12ABC34501DE36', '12ABC34501DE3A', 'AAAAAAAAAAAAAA', '12ABC345', ''],
  },
  phone: { check: (v, whileTyping) => phoneError(v, { whileTyping }), values: ['11987654321', '1198765432', '11111111111', '119876', ''] },
  birthDate: {
    check: (v, whileTyping) => birthDateError(v, { whileTyping, today: TODAY }),
    values: ['1990-04-12', '2008-11-23', '2008-11-24', '1990-02-30', '1890-01-01', '120419', ''],
  },
  name: { check: (v) => nameError(v), values: ['Maria da Silva', ' Maria da Silva ', 'M'.repeat(200), 'M'.repeat(201), '   ', ''] },
  email: { check: (v) => emailError(v), values: ['maria@exemplo.com.br', ' maria@exemplo.com.br ', 'maria@exemplo', 'maria exemplo.com.br', ''] },
  password: { check: (v) => passwordError(v), values: ['Senha@Forte1', 'senha@forte1', 'Senha@Forte', 'SenhaForte1', 'S@f1'] },
};

const show = (value: string) =>
  value === '' ? '(empty)' : value.length > 40 ? `${JSON.stringify(`${value.slice(0, 12)}…`)} (${value.length} characters)` : JSON.stringify(value);
const result = (error: string | null) => error ?? 'valid';

/** A table of what a validator accepts and rejects, on submit and while typing (`whileTyping`). */
export function ValidatorExamples({ of }: { of: keyof typeof validators }) {
  const validator = validators[of];
  if (!validator) return null;
  return (
    <Box component="table" sx={{ borderCollapse: 'collapse', '& th, & td': { border: 1, borderColor: 'divider', px: 1, py: 0.5, textAlign: 'left' } }}>
      <thead>
        <tr>
          <th scope="col">form value</th>
          <th scope="col">on blur and submit</th>
          <th scope="col">while typing</th>
        </tr>
      </thead>
      <tbody>
        {validator.values.map((value) => (
          <tr key={value}>
            <td>
              <code>{show(value)}</code>
            </td>
            <td>{result(validator.check(value, false))}</td>
            <td>{result(validator.check(value, true))}</td>
          </tr>
        ))}
      </tbody>
    </Box>
  );
}

const formatters: Record<string, { clean: (v: string) => string; format: (v: string) => string; values: string[] }> = {
  cpf: { clean: cleanCpf, format: formatCpf, values: ['529.982.247-25', '52998224725', '529 982 247 25', '５２９９８２２４７２５', '5299'] },
  cnpj: { clean: cleanCnpj, format: formatCnpj, values: ['12.abc.345/01de-35', '11222333000181', '11.222.333/0001-81', '12ABC'] },
  phone: { clean: cleanPhone, format: formatPhone, values: ['+55 (11) 98765-4321', '(11) 98765-4321', '11987654321', '55 11 98765-4321'] },
  birthDate: { clean: (v) => parseBirthDate(v) ?? '(not a date)', format: formatBirthDate, values: ['12/04/1990', '12041990', '31/04/1990', '1204'] },
};

/** A table of what the clean and format helpers make of typed or pasted text. */
export function FormatterExamples({ of }: { of: keyof typeof formatters }) {
  const formatter = formatters[of];
  if (!formatter) return null;
  return (
    <Box component="table" sx={{ borderCollapse: 'collapse', '& th, & td': { border: 1, borderColor: 'divider', px: 1, py: 0.5, textAlign: 'left' } }}>
      <thead>
        <tr>
          <th scope="col">typed or pasted</th>
          <th scope="col">clean form value</th>
          <th scope="col">shown</th>
        </tr>
      </thead>
      <tbody>
        {formatter.values.map((value) => (
          <tr key={value}>
            <td>
              <code>{JSON.stringify(value)}</code>
            </td>
            <td>
              <code>{formatter.clean(value)}</code>
            </td>
            <td>
              <code>{formatter.format(of === 'birthDate' ? (parseBirthDate(value) ?? value) : value)}</code>
            </td>
          </tr>
        ))}
      </tbody>
    </Box>
  );
}
