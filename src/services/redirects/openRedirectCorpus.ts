/**
 * Known open-redirect payloads, each with the public collection it comes from, for the tests
 * of `resolveRedirectTarget` and `safeInternalPath`. `evil.example` stands for the attacker's
 * host and `parceiro.exemplo.com.br` for an allowlisted partner (see `corpusAllowlist`).
 * Test data only: the app never imports it.
 */

/** Where a payload was collected. */
export type CorpusSource =
  | 'PayloadsAllTheThings — Open Redirect'
  | 'OWASP Unvalidated Redirects and Forwards cheat sheet'
  | 'PortSwigger URL validation bypass cheat sheet'
  | 'OWASP XSS filter evasion cheat sheet';

export interface OpenRedirectPayload {
  payload: string;
  source: CorpusSource;
}

/** The allowlist the corpus is checked against: one partner origin. */
export const corpusAllowlist: readonly string[] = ['https://parceiro.exemplo.com.br'];

const PATT: CorpusSource = 'PayloadsAllTheThings — Open Redirect';
const OWASP: CorpusSource = 'OWASP Unvalidated Redirects and Forwards cheat sheet';
const PORTSWIGGER: CorpusSource = 'PortSwigger URL validation bypass cheat sheet';
const XSS: CorpusSource = 'OWASP XSS filter evasion cheat sheet';

const entries: [string, CorpusSource][] = [
  // Protocol-relative and slash tricks
  ['//evil.example', PATT],
  ['///evil.example', PATT],
  ['////evil.example', PATT],
  ['/\\evil.example', PATT],
  ['\\/evil.example', PATT],
  ['\\\\evil.example', PATT],
  ['/\\/evil.example', PATT],
  ['/.//evil.example', PORTSWIGGER],
  ['/./\\evil.example', PORTSWIGGER],
  ['/../..//evil.example', PORTSWIGGER],
  ['//evil.example/%2e%2e', PATT],
  ['//evil%E3%80%82example', PATT],
  ['/%09/evil.example', PATT],
  ['/%5cevil.example', PATT],
  ['/%2f%2fevil.example', PATT],
  ['/%2F/evil.example', PATT],
  ['/%5c%5cevil.example', PATT],
  ['//%2fevil.example', PATT],
  ['/\t/evil.example', PORTSWIGGER],
  ['/\n/evil.example', PORTSWIGGER],
  ['/\r\n/evil.example', PORTSWIGGER],
  [' //evil.example', PORTSWIGGER],
  ['\u0000//evil.example', PORTSWIGGER],
  ['\u3000//evil.example', PORTSWIGGER],
  // Unicode look-alike dots and slashes
  ['//evil\u3002example', PORTSWIGGER],
  ['//evil\uFF0Eexample', PORTSWIGGER],
  ['/\u2215evil.example', PORTSWIGGER],
  ['/\uFF0Fevil.example', PORTSWIGGER],
  ['\u2215\u2215evil.example', PORTSWIGGER],
  ['\uFF0F\uFF0Fevil.example', PORTSWIGGER],
  ['https://evil\u3002example', PORTSWIGGER],
  ['https://parceiro\uFF0Eexemplo.com.br.evil.example', PORTSWIGGER],
  // Absolute URLs: userinfo, look-alike hosts, mixed case, missing slashes
  ['https://evil.example', OWASP],
  ['http://evil.example', OWASP],
  ['HTTPS://EVIL.EXAMPLE', PATT],
  ['hTtPs://evil.example', PATT],
  ['https:evil.example', PATT],
  ['https:/evil.example', PATT],
  ['https:\\\\evil.example', PATT],
  ['https:/\\evil.example', PATT],
  ['https://parceiro.exemplo.com.br@evil.example', PATT],
  ['https://parceiro.exemplo.com.br:443@evil.example', PATT],
  ['https://evil.example@parceiro.exemplo.com.br', PORTSWIGGER],
  ['https://evil.example%40parceiro.exemplo.com.br', PORTSWIGGER],
  ['https://evil.example#@parceiro.exemplo.com.br', PORTSWIGGER],
  ['https://evil.example?@parceiro.exemplo.com.br', PORTSWIGGER],
  ['https://evil.example\\@parceiro.exemplo.com.br', PORTSWIGGER],
  ['https://parceiro.exemplo.com.br.evil.example', OWASP],
  ['https://parceiro.exemplo.com.brevil.example', PORTSWIGGER],
  ['https://evil.example/parceiro.exemplo.com.br', OWASP],
  ['https://evilparceiro.exemplo.com.br', PORTSWIGGER],
  ['http://parceiro.exemplo.com.br', PORTSWIGGER],
  ['https://parceiro.exemplo.com.br:8443', PORTSWIGGER],
  ['https://parceiro.exemplo.com.br%2f@evil.example', PORTSWIGGER],
  ['https://parceiro.exemplo.com.br%00.evil.example', PORTSWIGGER],
  ['https://parceiro.exemplo.com.br\u0000.evil.example', PORTSWIGGER],
  ['ftp://evil.example', PATT],
  ['//evil.example:80#@parceiro.exemplo.com.br/', PATT],
  // Numeric IPs
  ['http://2130706433', PATT],
  ['http://017700000001', PATT],
  ['http://0x7f000001', PATT],
  ['http://0x7f.0x0.0x0.0x1', PATT],
  ['http://0177.0.0.1', PATT],
  ['http://3627733978', PATT],
  ['//3627733978', PATT],
  ['http://[::ffff:7f00:1]', PORTSWIGGER],
  ['http://[::1]', PORTSWIGGER],
  // Whitespace-prefixed and mixed-case schemes
  [' https://evil.example', PORTSWIGGER],
  ['\thttps://evil.example', PORTSWIGGER],
  ['\u00A0https://evil.example', PORTSWIGGER],
  ['\uFEFFhttps://evil.example', PORTSWIGGER],
  ['ht\ttps://evil.example', PORTSWIGGER],
  ['ht\ntps://evil.example', PORTSWIGGER],
  ['https\r\n://evil.example', PORTSWIGGER],
  // Script schemes
  ['javascript:alert(1)', XSS],
  ['JavaScript:alert(1)', XSS],
  ['JAVASCRIPT:alert(1)', XSS],
  ['java\tscript:alert(1)', XSS],
  ['java\nscript:alert(1)', XSS],
  ['java\rscript:alert(1)', XSS],
  [' javascript:alert(1)', XSS],
  ['\u0001javascript:alert(1)', XSS],
  ['javascript://%0aalert(1)', PATT],
  ['javascript://parceiro.exemplo.com.br/%0aalert(1)', PATT],
  ['javascript:/\u2028alert(1)', XSS],
  ['&#106;avascript:alert(1)', XSS],
  ['jav&#x09;ascript:alert(1)', XSS],
  ['data:text/html,<script>alert(1)</script>', PATT],
  ['data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==', PATT],
  ['DATA:text/html,<script>alert(1)</script>', PATT],
  ['vbscript:msgbox(1)', XSS],
  ['VBScript:msgbox(1)', XSS],
  ['blob:https://evil.example/uuid', PORTSWIGGER],
  ['file:///etc/passwd', PORTSWIGGER],
  // Encoded schemes and separators
  ['%2f%2fevil.example', PATT],
  ['%5c%5cevil.example', PATT],
  ['https%3a%2f%2fevil.example', PATT],
  ['/%0d%0aLocation:%20https://evil.example', PATT],
  ['\\evil.example', PATT],
  ['evil.example', OWASP],
  ['/https://evil.example', PATT],
];

/** Every payload with its source. */
export const openRedirectCorpus: readonly OpenRedirectPayload[] = entries.map(([payload, source]) => ({ payload, source }));
