/**
 * Serves the mock backend as `/graphql` on the Vite dev and preview servers, with an example of each
 * document the sign-up links to (mocks/documents.ts), and prints the seeded demo links once the server
 * listens. Turn it off with MOCK_BACKEND=off. The demo it makes turns passkeys on (`/config.js`), and
 * the mock's WebAuthn relying party is the origin a request reached (MOCK_WEBAUTHN_ORIGIN and
 * MOCK_WEBAUTHN_RP_ID name another).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ServerResponse } from 'node:http';
import type { Connect, Plugin, PreviewServer, ViteDevServer } from 'vite';
import { exampleDocument } from '../mocks/documents.ts';
import { createMockHttp, OUTBOX_PATH } from '../mocks/http.ts';
import { readNodeBody } from '../mocks/nodeBody.ts';
import { demoAuthorizeQuery, OAUTH_DEMO } from '../mocks/oauth.ts';
import { DEMO } from '../mocks/store.ts';

function demoLines(base: string): string {
  const link = (path: string) => `${base}${path}`;
  return [
    '',
    '  Backend simulado em /graphql (MOCK_BACKEND=off desliga). Dados de demonstração:',
    `  • Cadastro:              ${link('/register')}`,
    `  • Criar senha:           ${link(`/password/create/${DEMO.createPassword.token}?email=${encodeURIComponent(DEMO.createPassword.email)}`)}`,
    `  • Link expirado:         ${link(`/password/create/${DEMO.expiredToken.token}?email=${encodeURIComponent(DEMO.expiredToken.email)}`)}`,
    `  • Entrar:                ${link('/login')}`,
    `  • Usuário confirmado:    ${DEMO.confirmedUser.email} / ${DEMO.confirmedUser.password}`,
    `  • Usuário não confirmado: ${DEMO.unconfirmedUser.email} (cadastrar de novo leva a /unconfirmed-user)`,
    `  • OAuth2 (PKCE, code_verifier ${OAUTH_DEMO.codeVerifier}): ${link(`/oauth2/authorize?${demoAuthorizeQuery()}`)}`,
    `  • Usuário bloqueado:     ${DEMO.disabledUser.email} / ${DEMO.disabledUser.password} (entrar mostra o aviso de conta bloqueada)`,
    `  • Recuperar senha:       ${link('/recovery')} (CPF ${DEMO.recoveryUser.identity} ou ${DEMO.recoveryUser.email}; códigos e links enviados em ${link(OUTBOX_PATH)})`,
    `  • Confirmar e-mail:      ${link(`/email/invite/confirmation/${DEMO.emailConfirmation.token}`)} (confirma ${DEMO.emailConfirmationUser.email} / ${DEMO.emailConfirmationUser.password}; já usado: ${DEMO.emailAlreadyConfirmed.token}; expirado: ${DEMO.emailConfirmationExpired.token})`,
    `  • Não confirmado c/ senha: ${DEMO.unconfirmedWithPassword.email} / ${DEMO.unconfirmedWithPassword.password} (corrigir o e-mail em /unconfirmed-user)`,
    `  • Dados incompletos:     ${DEMO.incompleteUser.email} / ${DEMO.incompleteUser.password} (${link('/personal-informations')})`,
    '',
  ].join('\n');
}

/** The site's `/config.js` (from `dir`), then passkeys on unless it set them: the demo's backend implements them. */
function demoConfigScript(dir: string): string {
  const file = path.join(dir, 'config.js');
  const site = existsSync(file) ? readFileSync(file, 'utf8') : '';
  return `${site}\nglobalThis.__PORTAL_CONFIG__ = { VITE_PASSKEYS: 'on', ...globalThis.__PORTAL_CONFIG__ };\n`;
}

export function mockBackendPlugin(schemaPath: string): Plugin {
  const mock = createMockHttp(readFileSync(schemaPath, 'utf8'), { origin: process.env.MOCK_WEBAUTHN_ORIGIN, rpId: process.env.MOCK_WEBAUTHN_RP_ID });
  let preview = false;
  let configDir = 'public';
  const middleware: Connect.NextHandleFunction = (req, res: ServerResponse, next) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname === '/config.js' && req.method === 'GET') {
      res.statusCode = 200;
      res.setHeader('Content-Type', 'text/javascript; charset=utf-8');
      res.setHeader('Cache-Control', 'no-cache');
      res.end(demoConfigScript(configDir));
      return;
    }
    const page = req.method === 'GET' || req.method === 'HEAD' ? exampleDocument(url.pathname) : null;
    if (page !== null) {
      res.statusCode = 200;
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.setHeader('Cache-Control', 'no-cache');
      res.end(req.method === 'HEAD' ? undefined : page);
      return;
    }
    void (async () => {
      const body = req.method === 'POST' ? await readNodeBody(req) : undefined;
      const origin = `${'encrypted' in req.socket && req.socket.encrypted ? 'https' : 'http'}://${req.headers.host ?? 'localhost'}`;
      const answer = await mock.handle(req.method ?? 'GET', url.pathname, body, { authorization: req.headers.authorization, origin }, url.search);
      if (!answer) return next();
      res.statusCode = answer.status;
      res.setHeader('Content-Type', 'application/json; charset=utf-8');
      res.setHeader('Cache-Control', 'no-store');
      res.end(JSON.stringify(answer.body));
    })().catch(next);
  };
  const enabled = process.env.MOCK_BACKEND !== 'off';
  const announce = (server: ViteDevServer | PreviewServer) => {
    server.httpServer?.once('listening', () => {
      const address = server.httpServer?.address();
      const port = typeof address === 'object' && address ? address.port : 5173;
      setTimeout(() => console.log(demoLines(`http://127.0.0.1:${port}`)), 50);
    });
  };
  return {
    name: 'mock-backend',
    config(_config, env) {
      preview = env.isPreview === true;
    },
    configResolved(config) {
      configDir = preview ? path.resolve(config.root, config.build.outDir) : config.publicDir;
    },
    configureServer(server) {
      if (!enabled) return;
      server.middlewares.use(middleware);
      announce(server);
    },
    configurePreviewServer(server) {
      if (!enabled) return;
      server.middlewares.use(middleware);
      announce(server);
    },
  };
}
