import {
  createReadableStreamFromReadable,
  type EntryContext,
  type HandleDataRequestFunction,
} from "@remix-run/node";
import { isRouteErrorResponse, RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { partsLoaded } from "./components/runtime/lazy-component";
import { NonceProvider } from "./components/runtime/nonce";
import { HeadScriptProvider } from "./components/shell/tag-manager-script";
import { PageTextsProvider } from "./i18n/page-texts";
import { frameTexts } from "./i18n/screen-texts.server";
import { choiceFromCookies } from "./models/consent/consent";
import { tagManagerHeadScript } from "./models/consent/tag-manager";
import { localeFromPath } from "./models/http/locale";
import { applySignupFlash } from "./services/forms/signup-flash.server";
import { screenTakesPosts } from "./services/http/allowed-methods.server";
import { repairedHtml } from "./services/http/html-stream.server";
import { applyResponsePolicy } from "./services/http/response-policy.server";
import { applySecurityHeaders, createNonce } from "./services/http/security-headers.server";
import { getEnv } from "./services/operations/env.server";
import { log } from "./services/operations/log.server";
import { referralSetCookie } from "./services/screens/referral.server";

// Fail at start, not on the first visitor, when the configuration is wrong.
getEnv();

export const streamTimeout = 5_000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
) {
  // One per render. A shared copy of the document (Varnish, a CDN) keeps it: the
  // threat model is in docs/security.md, "One nonce per cached copy".
  const nonce = createNonce();
  // Every on-demand part's module is in before React renders, so none suspends and the document
  // is whole without JavaScript (components/runtime/lazy-component.tsx); settled after the first.
  await partsLoaded();

  const referral = await referralSetCookie(request);
  if (referral) responseHeaders.append("Set-Cookie", referral);
  applySecurityHeaders(responseHeaders, nonce);
  const takesPosts =
    responseStatusCode === 405 && (await screenTakesPosts(request, remixContext.routeModules));
  applySignupFlash(request, responseHeaders);
  // Last: it reads every Set-Cookie added above.
  applyResponsePolicy(request, responseStatusCode, responseHeaders, takesPosts);
  // Texts for an error screen whose root loader did not run (app/i18n/page-texts.tsx).
  const texts = frameTexts(localeFromPath(new URL(request.url).pathname));
  const headScript = tagManagerHeadScript({
    gtmId: getEnv().GTM_ID ?? null,
    cookieChoice: choiceFromCookies(request.headers.get("cookie")),
  });

  // Crawlers and link checkers get the whole document at once; browsers get the shell first.
  const readyEvent = isbot(request.headers.get("user-agent")) ? "onAllReady" : "onShellReady";

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    // Cleared as soon as the document is written or its reader is gone: a pending timer keeps
    // React's request, and with it this render's context, alive until it fires (about 140 KB per
    // home page render, for six seconds: tens of MB at a hundred renders a second, promoted and
    // marked by the garbage collector over and over).
    let deadline: ReturnType<typeof setTimeout> | undefined;
    const settled = () => clearTimeout(deadline);
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <PageTextsProvider value={texts}>
          <HeadScriptProvider value={headScript}>
            <RemixServer context={remixContext} url={request.url} nonce={nonce} />
          </HeadScriptProvider>
        </PageTextsProvider>
      </NonceProvider>,
      {
        nonce,
        [readyEvent]() {
          shellRendered = true;
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          // Remix's template with a Transform for React 18's two bugs in place of its PassThrough.
          const body = repairedHtml();
          body.once("close", settled);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
          pipe(body);
        },
        onShellError(error: unknown) {
          settled();
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) log.error("[render] failed after the shell was sent", { err: error });
        },
      },
    );
    deadline = setTimeout(abort, streamTimeout + 1_000);
  });
}

export const handleDataRequest: HandleDataRequestFunction = async (response, { request }) => {
  const referral = await referralSetCookie(request);
  if (referral) response.headers.append("Set-Cookie", referral);
  applySignupFlash(request, response.headers);
  applyResponsePolicy(request, response.status, response.headers, true);
  return response;
};

export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return;
  // A request the router itself turns away (405 for a method a screen does not take) is the
  // visitor's mistake, not ours: one line, not a stack.
  if (isRouteErrorResponse(error) && error.status < 500) {
    log.info(
      `[request] ${request.method} ${new URL(request.url).pathname.slice(0, 200)}: ${error.status}`,
    );
    return;
  }
  // Remix warns about requests it still serves (a client's `?_data=`): one line, no stack, as
  // anyone can send them.
  if (error instanceof Error && error.message.startsWith("Warning:")) {
    log.warn(`[request] ${error.message.slice(0, 200)}`);
    return;
  }
  log.error("[request] failed", { err: error });
}
