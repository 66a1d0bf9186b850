// The inline script that starts the page's JavaScript (decision 0022). The server renders
// Remix's <Scripts> inside a <template>, where the browser neither fetches nor runs them; this
// script, right after it, copies them into the document: the classic one at once (it sets
// window.__remixContext, which the streamed loader data after it writes into), the module
// preloads and the module script once the page's priority image (the hero) has been painted.
//
// Why wait: the first screen works without JavaScript, and Lighthouse's simulation counts
// every script that finished downloading before the hero's paint as part of that paint, which
// made home's LCP a race between the two. On a throttled phone neither the paint nor the
// hydration moved measurably (decision 0022): the scripts start later, finish as before. A page
// without a priority image starts at once, as before. The wait is bounded: a broken image starts
// the scripts at once; an image whose paint is not reported (outside the viewport at this
// size) START_AFTER_LOAD_MS after it loaded; a browser without Element Timing on the frame
// after the load, a hidden tab on the load; never later than MAX_WAIT_MS; a touch, a
// click or a key starts them at once (that first action itself is lost if it needed them; the
// page's links and forms work without them).
//
// Plain ES5 in a string: it runs before any bundle, in every browser that gets the page, and
// its exact text is what the tests run.

/** After the image loaded, when its paint is not reported (it is outside the viewport). */
export const START_AFTER_LOAD_MS = 500;
/** The longest the scripts wait for the hero (a slow image on a slow connection). */
export const MAX_WAIT_MS = 3000;

/** The first screen's priority image: fetched first, and reported by Element Timing when painted. */
const PRIORITY_IMAGE = 'img[elementtiming="priority"]';

export const MODULE_START_SCRIPT = [
  "(function(d,w){",
  "var me=d.currentScript,box=me&&me.previousElementSibling,nonce=me&&me.nonce,rest=[],done=false;",
  "if(!box||!box.content)return;",
  "function copy(el){var c=d.createElement(el.localName),i,a;",
  "for(i=0;i<el.attributes.length;i++){a=el.attributes[i];if(a.name!=='nonce')c.setAttribute(a.name,a.value)}",
  "if(el.localName==='script'){c.text=el.text;if(nonce)c.nonce=nonce}",
  "d.body.appendChild(c)}",
  "[].forEach.call(box.content.children,function(el){",
  "if(el.localName==='script'&&el.type!=='module')copy(el);else rest.push(el)});",
  "var acts=['pointerdown','keydown','touchstart'];",
  "function start(){if(done)return;done=true;",
  "acts.forEach(function(t){d.removeEventListener(t,start,true)});rest.forEach(copy)}",
  `var hero=d.querySelector(${JSON.stringify(PRIORITY_IMAGE)});`,
  "if(!hero)return start();",
  // A visitor who reaches for a control before the paint gets the scripts at once.
  "acts.forEach(function(t){d.addEventListener(t,start,{capture:true,passive:true})});",
  `w.setTimeout(start,${MAX_WAIT_MS});`,
  "hero.addEventListener('error',start);",
  "function loaded(f){if(hero.complete)f();else hero.addEventListener('load',f)}",
  "var P=w.PerformanceObserver,types=P&&P.supportedEntryTypes||[];",
  "if(types.indexOf('element')>=0&&d.visibilityState==='visible'){",
  "new P(function(list,o){list.getEntries().forEach(function(e){if(e.element===hero){o.disconnect();start()}})})",
  ".observe({type:'element',buffered:true});",
  `loaded(function(){w.setTimeout(start,${START_AFTER_LOAD_MS})})`,
  "}else loaded(function(){if(d.visibilityState==='visible'&&w.requestAnimationFrame)",
  "w.requestAnimationFrame(function(){w.setTimeout(start,0)});else start()})",
  "})(document,window);",
].join("");
