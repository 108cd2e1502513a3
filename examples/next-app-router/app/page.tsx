// A server page: the package's pure modules (validators, masks) run on the server, its Layout and
// texts render here, and the form is the site's own client component.
import { formatCnpj, isValidCnpj, Layout, ProfileLine, RequiredNote } from '@programa/cadastro-sso';
import { SignUpForm } from './SignUpForm';

const storeCode = '12ABC34501DE35';

export default function Page() {
  return (
    <Layout>
      <h1>Crie sua conta</h1>
      {isValidCnpj(storeCode) ? <ProfileLine type="RETAILER" code={storeCode} /> : null}
      <p>Loja {formatCnpj(storeCode)}</p>
      <RequiredNote />
      <SignUpForm />
    </Layout>
  );
}
