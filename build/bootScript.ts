/**
 * The two inline scripts of the build, both in the pre-rendered pages (build/prerenderPlugin.ts). Their
 * hashes are the only inline sources the Content-Security-Policy allows (build/securityHeaders.ts):
 * both are constant texts, whatever the build, and read what differs from the page.
 */
import { createHash } from 'node:crypto';

/**
 * The e-mail a password link's page is rendered with (build/prerenderedPages.ts): build/prerenderPlugin.ts
 * swaps it for the empty slot that BOOT_EMAIL_SCRIPT fills in.
 */
export const EMAIL_STAND_IN = 'prerender-email@slot.invalid';

/**
 * A password link's page says which account the password is for, and that e-mail is the link's own
 * (`?email=`, else the stored `email`), so the page is rendered with an empty slot in its place. The
 * script runs as the parser reaches it, right after the slot, before the first paint, and writes the
 * e-mail into the slot as text (never as HTML). Its choice is PasswordForm's `resolveEmail`
 * (build/prerenderPlugin.test.ts holds them equal): the query's address, else the stored one, never a blank
 * or masked one. The app's first render then replaces the page.
 */
export const BOOT_EMAIL_SCRIPT =
  '(function(s){try{var c=function(v){v=(v||"").trim();return v!==""&&v.indexOf("*")<0?v:null};' +
  'var e=c(new URLSearchParams(location.search).get("email"))||c(localStorage.getItem("email"));' +
  'if(e)s.previousSibling.textContent=e}catch(x){}})(document.currentScript)';

/**
 * The app's start on a pre-rendered page. The page paints from its HTML, so the app's JavaScript is
 * not requested until that first paint is done: the HTML and fonts have the network to themselves
 * first. At the end of the body, it waits for the parse to end (so `/config.js`, deferred, has run
 * first, as the app expects) and for the browser to report the first contentful paint (or one second,
 * whichever comes first), then adds the entry module (`data-app`) and the modulepreloads of the page's
 * chunks (`data-preload`, space-separated), four links a task: inserting some forty at once was one
 * task of 200 ms and more on a 4× slower CPU. A hidden tab paints nothing: there it starts at once.
 */
export const BOOT_APP_SCRIPT =
  '(function(s){var d=document,h=(s.getAttribute("data-preload")||"").split(" "),o,started=0,' +
  'add=function(){var f=d.createDocumentFragment();h.splice(0,4).forEach(function(u){' +
  'if(u){var l=d.createElement("link");l.rel="modulepreload";l.href=u;f.appendChild(l)}});' +
  'd.head.appendChild(f);if(h.length)setTimeout(add,0)},' +
  'go=function(){if(started)return;started=1;if(o)o.disconnect();' +
  'var m=d.createElement("script");m.type="module";m.src=s.getAttribute("data-app");d.head.appendChild(m);add()};' +
  'd.addEventListener("DOMContentLoaded",function(){if(d.visibilityState==="hidden")return go();' +
  'try{o=new PerformanceObserver(function(l){if(l.getEntriesByName("first-contentful-paint").length)setTimeout(go,0)});' +
  'o.observe({type:"paint",buffered:true})}catch(x){}setTimeout(go,1000)})})(document.currentScript)';

const hashSource = (script: string) => `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;

/** The scripts' CSP sources, `'sha256-…'`. */
export const BOOT_SCRIPT_SOURCES = [hashSource(BOOT_EMAIL_SCRIPT), hashSource(BOOT_APP_SCRIPT)];
