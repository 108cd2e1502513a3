/**
 * The documents the sign-up asks a person to accept, as the demo serves them: with no site's own
 * configured (`VITE_TERMS_URL`, `VITE_PRIVACY_URL`, `VITE_RULES_URL`), the consent links point to paths
 * on the portal (src/services/documentPaths.ts), and the mock backend answers each with an example page
 * (build/mockBackendPlugin.ts), so that the demo has no link to a page not found. Plain HTML: no script.
 */
import { consentCheckboxMessages as names } from '../src/components/ConsentCheckbox/messages.ts';
import { DEFAULT_DOCUMENT_PATHS } from '../src/services/documentPaths.ts';

interface ExampleDocument {
  title: string;
  variable: string;
  /** What a real one covers, in a few words each. */
  sections: readonly string[];
}

const documents: Record<string, ExampleDocument> = {
  [DEFAULT_DOCUMENT_PATHS.termsUrl]: {
    title: names.termsLink,
    variable: 'VITE_TERMS_URL',
    sections: ['quem pode participar do programa', 'como funciona a conta de acesso', 'o que cada parte se compromete a fazer'],
  },
  [DEFAULT_DOCUMENT_PATHS.privacyUrl]: {
    title: names.privacyLink,
    variable: 'VITE_PRIVACY_URL',
    sections: ['quais dados pessoais são tratados e para quê', 'com quem são compartilhados', 'como exercer os seus direitos previstos na LGPD'],
  },
  [DEFAULT_DOCUMENT_PATHS.rulesUrl]: {
    title: names.rulesLink,
    variable: 'VITE_RULES_URL',
    sections: ['o período da promoção', 'como os pontos são ganhos e trocados', 'como os prêmios são entregues'],
  },
};

/** The example page served at `pathname`, or null when it is not one of the documents' default paths. */
export function exampleDocument(pathname: string): string | null {
  const document = Object.hasOwn(documents, pathname) ? documents[pathname] : undefined;
  if (!document) return null;
  const { title, variable, sections } = document;
  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} (exemplo)</title>
<style>body{font-family:Roboto,Arial,sans-serif;line-height:1.5;margin:0 auto;max-width:40rem;padding:1rem;color:#1f1f1f}</style>
</head>
<body>
<main>
<h1>${title}</h1>
<p><strong>Documento de exemplo</strong> do ambiente de demonstração do portal, que roda com o backend simulado. Ele não tem valor legal.</p>
<p>O documento de verdade trata, entre outros pontos, de:</p>
<ul>${sections.map((section) => `<li>${section}</li>`).join('')}</ul>
<p>Em produção, o site publica o seu documento e informa o endereço ao portal na variável <code>${variable}</code>. Sem ela, o link aponta para <code>${pathname}</code> no próprio portal, onde o site deve servi-lo.</p>
</main>
</body>
</html>
`;
}
