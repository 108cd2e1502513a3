/**
 * The three inline scripts of the build: the start-up fallback in index.html (and so in every page),
 * and the pre-rendered pages' two (build/prerenderPlugin.ts). Their hashes are the only inline sources the
 * Content-Security-Policy allows (build/securityHeaders.ts): each is a constant text, whatever the
 * build, and reads what differs from the page.
 */
import { createHash } from 'node:crypto';
import { TYPED_BEFORE_APP_KEY } from '../src/app/typedBeforeApp.ts';
import { MAX_KEPT_TEXT_LENGTH } from '../src/services/storage.ts';
import { semantic } from '../src/components/theme/tokens.ts';

/** The e-mail's slot in a password link's page (PasswordForm renders it empty, the e-mail unknown until it runs). */
export const EMAIL_SLOT = 'data-slot="email"';

/**
 * A password link's page says which account the password is for, and that e-mail is the link's own
 * (`?email=`, else the stored `email`), so the page is rendered with an empty slot in its place. This
 * script follows `#root`: it runs as the parser reaches it, before the first paint, and writes the
 * e-mail into the slots as text (never as HTML). React's hydration keeps that text (the slot has
 * `suppressHydrationWarning`), and the app then renders the same e-mail there. Its choice is
 * PasswordForm's `resolveEmail` (build/prerenderPlugin.test.ts holds them equal): the query's address,
 * else the stored one, never a blank, masked or mangled one (not shaped as an address). With none (a
 * link without its e-mail, or mangled on its way), it marks the slots `data-unknown` instead, and
 * PRERENDERED_CSS hides the sentence and the form: the app will say it found no e-mail, and a password
 * typed there could not be sent. The page shows its title alone until then.
 */
export const BOOT_EMAIL_SCRIPT =
  '(function(d){var e=null,c=function(v){v=(v||"").trim();return /^[^\\s@]+@[^\\s@]+$/.test(v)&&v.indexOf("*")<0?v:null},' +
  't=function(){try{return localStorage.getItem("email")}catch(x){return null}};' +
  'try{e=c(new URLSearchParams(location.search).get("email"))||c(t())}catch(x){}' +
  'd.querySelectorAll("#root [data-slot=email]").forEach(function(s){if(e)s.textContent=e;else s.setAttribute("data-unknown","")})})(document)';

/**
 * The app's start on a pre-rendered page. The page paints from its HTML, so the app's JavaScript is
 * not requested until that first paint is done: the HTML and fonts have the network to themselves
 * first. At the end of the body, it waits for the browser to report the first contentful paint (or
 * one second, whichever comes first), then adds the modulepreloads of the page's chunks (`data-preload`,
 * space-separated), four links a task: inserting some forty at once is one long task on a slow
 * phone's CPU. The entry module (`data-app`) is added once that has begun and the parse has
 * ended (`DOMContentLoaded`: `/config.js`, deferred, has run, as the app expects). The downloads do not
 * wait for `/config.js`: on slow 4G that would add a whole round trip before them. A hidden tab
 * paints nothing: there the downloads start at once.
 *
 * Until the app has hydrated the page (`#root` loses `data-prerendered`), the page works as HTML: a
 * person can focus, type and tick. Each field typed into gets `data-typed` while it holds a value (its
 * label floats, by PRERENDERED_CSS, and comes down when the field is emptied, as the app's does), and a
 * submit (a click on the button, Enter in a field) is held, never sent as a plain HTML form (it would
 * put the password in a URL): the form is kept in `__portalPendingSubmit` and a notice outside `#root`
 * says it will be sent; the app sends it once it runs (src/app/prerenderedPage.ts). The held submit
 * goes no further than the document: React listens on `#root` from the moment it starts hydrating,
 * and would otherwise send it too, before the app has every value typed.
 *
 * What is typed before the app runs outlives a reload before it runs (the person reloads, the start-up
 * fallback reloads after a failed chunk, the tab is closed and reopened): at each change, what differs
 * from the page as rendered is kept in this tab's sessionStorage (`TYPED_BEFORE_APP_KEY`, with the page's
 * path), never a password (a field of type or `autocomplete` password, a one-time code) nor a value over
 * `MAX_KEPT_TEXT_LENGTH` (20,000) characters, the bound of the app's own drafts. Kept at each change, not as the page goes: a phone's browser may discard a tab in
 * the background with no `pagehide` at all. The next load of this page puts it back before
 * its first paint, into fields still as rendered, as the person's own typing (`data-typed`): the app
 * hands it over as such, masked, checked and saved in the form's draft, and then forgets the record
 * (src/app/prerenderedPage.ts). Whichever pre-rendered page loads next takes the record, once.
 */
export const BOOT_APP_SCRIPT =
  '(function(s){var d=document,w=window,r=d.getElementById("root"),h=(s.getAttribute("data-preload")||"").split(" "),o,started=0,' +
  'early=function(){return r&&r.hasAttribute("data-prerendered")};' +
  `var K=${JSON.stringify(TYPED_BEFORE_APP_KEY)},P=location.pathname,L=${MAX_KEPT_TEXT_LENGTH},` +
  'F=function(){return r?[].filter.call(r.querySelectorAll("input,textarea"),function(t){return t.name&&!t.disabled&&!t.readOnly&&' +
  '!/^(hidden|password|file)$/.test(t.type)&&!/password|one-time-code/.test(t.getAttribute("autocomplete"))}):[]},' +
  'T=function(t){return/^(checkbox|radio)$/.test(t.type)},' +
  'keep=function(){try{var f=[],S=w.sessionStorage;F().forEach(function(t){T(t)?t.checked!==t.defaultChecked&&f.push([t.name,t.checked,t.value])' +
  ':t.value!==t.defaultValue&&t.value.length<=L&&f.push([t.name,t.value])});f.length?S.setItem(K,JSON.stringify({path:P,fields:f})):S.removeItem(K)}catch(x){}};' +
  'try{var S=w.sessionStorage,g=S.getItem(K);if(g!==null){S.removeItem(K);g=JSON.parse(g);' +
  'if(g&&g.path===P&&Array.isArray(g.fields)){var a=F();g.fields.forEach(function(f){a.forEach(function(t){if(!f||t.name!==f[0])return;' +
  'T(t)?typeof f[1]=="boolean"&&t.value===f[2]&&t.checked===t.defaultChecked&&(t.checked=f[1])' +
  ':typeof f[1]=="string"&&f[1].length<=L&&t.value===t.defaultValue&&(t.value=f[1],f[1]&&t.setAttribute("data-typed",""))})})}keep()}}catch(x){}' +
  'd.addEventListener("input",function(e){var t=e.target;if(early()&&t&&t.setAttribute){if(t.value==="")t.removeAttribute("data-typed");else t.setAttribute("data-typed","");keep()}},true);' +
  'd.addEventListener("submit",function(e){if(!early())return;e.preventDefault();e.stopPropagation();w.__portalPendingSubmit=e.target;' +
  'if(!d.getElementById("pending-submit")){var n=d.createElement("p");n.id="pending-submit";n.setAttribute("role","status");' +
  'n.textContent="Aguarde: seus dados serão enviados assim que a página terminar de carregar.";' +
  'n.style.cssText="position:fixed;left:0;right:0;bottom:0;margin:0;padding:12px 16px;background:#0b2656;color:#fff;font:16px/1.5 Roboto,Arial,sans-serif";' +
  'd.body.appendChild(n)}},true);' +
  'var parsed=0,ran=0,' +
  'add=function(){var f=d.createDocumentFragment();h.splice(0,4).forEach(function(u){' +
  'if(u){var l=d.createElement("link");l.rel="modulepreload";l.href=u;f.appendChild(l)}});' +
  'd.head.appendChild(f);if(h.length)setTimeout(add,0)},' +
  'run=function(){if(ran||!started||!parsed)return;ran=1;' +
  'var m=d.createElement("script");m.type="module";m.src=s.getAttribute("data-app");d.head.appendChild(m)},' +
  'go=function(){if(started)return;started=1;if(o)o.disconnect();run();add()};' +
  'd.addEventListener("DOMContentLoaded",function(){parsed=1;run()});' +
  'if(d.visibilityState==="hidden")go();else{' +
  'try{o=new PerformanceObserver(function(l){if(l.getEntriesByName("first-contentful-paint").length)setTimeout(go,0)});' +
  'o.observe({type:"paint",buffered:true})}catch(x){}setTimeout(go,1000)}})(document.currentScript)';

/**
 * The one way a page that could not start tells the person, with no module of the app: the entry
 * module (or one it imports statically) fails to load, which fires `error` at its script element, or a
 * start-up step of src/app/main.tsx fails (it calls `__portalStartupFailed(chunk)`). A chunk that
 * failed reloads the page once, guarded per tab by the marker of src/services/chunkReload.ts
 * (`chunk_reload_at`, 10 seconds, the same rule as `mayReload`); within those 10 seconds, or for any
 * other failure, `#root` (an empty page, or a pre-rendered form that no app would ever check or send) gets
 * the generic error page in plain HTML, with the texts of src/app/pages/Error/messages.ts: a way to try
 * again and the link home. In the head, before the entry module, so it sees every failure. A load
 * that neither fails nor ends (a stalled connection) gets a notice at the bottom after 15 seconds
 * without the app, which leaves with the first render of the app or the error page.
 */
export const BOOT_FALLBACK_SCRIPT =
  '(function(w,d){var done=0,K="chunk_reload_at",' +
  'show=function(chunk){var r=d.getElementById("root"),m=d.createElement("div"),h=d.createElement("h1"),' +
  'p=d.createElement("p"),a=d.createElement("a"),b=d.createElement("button");if(!r)return;' +
  'm.setAttribute("role","alert");m.style.cssText="max-width:560px;margin:0 auto;padding:32px 16px;font:16px/1.5 Roboto,Arial,sans-serif;color:#1b1b1f";' +
  'h.textContent="Ops! Ocorreu um erro inesperado.";h.style.cssText="font-size:28px;line-height:1.2;margin:0 0 16px";' +
  'p.textContent=chunk?"Não foi possível carregar esta página. Verifique sua conexão com a internet e tente novamente."' +
  ':"Algo deu errado ao mostrar esta página. Tente novamente ou volte para a página inicial.";p.style.margin="0 0 24px";' +
  'a.href="/";a.textContent="Ir para a página inicial";a.style.cssText="display:inline-block;padding:10px 16px;margin:0 16px 16px 0;background:#0b2656;color:#fff;border-radius:4px;text-decoration:none";' +
  'b.type="button";b.textContent="Tentar novamente";b.style.cssText="padding:10px 16px;font:inherit;color:#0b2656;background:#fff;border:1px solid #0b2656;border-radius:4px";' +
  'b.addEventListener("click",function(){w.location.reload()});m.appendChild(h);m.appendChild(p);m.appendChild(a);m.appendChild(b);' +
  'r.removeAttribute("data-prerendered");r.textContent="";r.appendChild(m);' +
  'd.title="Erro | Programa de Fidelidade"},' +
  'fail=function(chunk){if(done)return;done=1;if(chunk)try{var s=w.sessionStorage,n=Date.now(),e=n-Number(s.getItem(K));' +
  'if(!(e>=0&&e<1e4)){s.setItem(K,String(n));if(s.getItem(K)===String(n))return w.location.reload()}}catch(x){}' +
  'if(d.readyState==="loading")d.addEventListener("DOMContentLoaded",function(){show(chunk)});else show(chunk)};' +
  'w.addEventListener("error",function(e){var t=e.target;if(t&&t.nodeName==="SCRIPT"&&t.type==="module")fail(true)},true);' +
  'w.__portalStartupFailed=fail;' +
  'setTimeout(function(){var r=d.getElementById("root"),n=d.createElement("p"),' +
  'waiting=function(){return !done&&(r.hasAttribute("data-prerendered")||!r.firstChild)};if(!r||!waiting())return;' +
  'n.setAttribute("role","status");n.textContent="A página está demorando para carregar. Verifique sua conexão com a internet.";' +
  'n.style.cssText="position:fixed;left:0;right:0;bottom:0;margin:0;padding:12px 16px;background:#0b2656;color:#fff;font:16px/1.5 Roboto,Arial,sans-serif";' +
  'd.body.appendChild(n);new MutationObserver(function(x,o){if(!waiting()){o.disconnect();n.parentNode&&n.parentNode.removeChild(n)}})' +
  '.observe(r,{attributes:true,childList:true})},15e3)})(window,document)';

/**
 * The pre-rendered page's own rules, while the app has not hydrated it: a focused or typed-into field
 * floats its label and opens the outline's notch, as MUI's outlined field does once the app runs
 * (`translate(14px, -9px) scale(0.75)`), so the label never covers what is typed. Focus shows as it
 * will (WCAG 2.4.7), though MUI draws it from React state: a focused field's outline and label take
 * the primary colour, and a focused button, icon button or checkbox gets a 2 px outline (MUI's
 * focus ripple needs the app). A new password typed into gets the place of the strength meter the app
 * will show under it (PasswordStrength's hidden `data-strength-place`), so nothing below moves then.
 */
export const PRERENDERED_CSS =
  '#root[data-prerendered] .MuiFormControl-root:has(input:focus,input[data-typed])>label.MuiInputLabel-outlined[data-shrink=false]' +
  '{transform:translate(14px,-9px) scale(.75);max-width:calc(133% - 32px)}' +
  '#root[data-prerendered] .MuiFormControl-root:has(input:focus,input[data-typed]) .MuiOutlinedInput-notchedOutline>legend{max-width:100%}' +
  `#root[data-prerendered] .MuiFormControl-root:has(input:focus)>label{color:${semantic.action}}` +
  `#root[data-prerendered] .MuiOutlinedInput-root:has(input:focus) .MuiOutlinedInput-notchedOutline{border-color:${semantic.action};border-width:2px}` +
  `#root[data-prerendered] .MuiButtonBase-root:focus-visible{outline:2px solid ${semantic.action};outline-offset:2px}` +
  `#root[data-prerendered] .MuiButtonBase-root:has(>input:focus-visible){outline:2px solid ${semantic.action};outline-offset:-2px}` +
  '#root[data-prerendered] .MuiFormControl-root:has(input[data-typed])~* [data-strength-place]{display:block}' +
  // A password link's page with no e-mail to name (BOOT_EMAIL_SCRIPT): neither the sentence nor the form,
  // until the app replaces them with its notice (not scoped to the pre-rendered state, so that nothing
  // shows between the hand-over and that notice).
  '#root p:has(>[data-slot=email][data-unknown]),#root p:has(>[data-slot=email][data-unknown])~form{display:none}';

const hashSource = (script: string) => `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;

/** The scripts' CSP sources, `'sha256-…'`. */
export const BOOT_SCRIPT_SOURCES = [hashSource(BOOT_FALLBACK_SCRIPT), hashSource(BOOT_EMAIL_SCRIPT), hashSource(BOOT_APP_SCRIPT)];
