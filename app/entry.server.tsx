import type { EntryContext, HandleDataRequestFunction } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { NonceProvider } from "./components/nonce";
import { getEnv } from "./services/env.server";
import { htmlBody } from "./services/html-stream.server";
import { referralSetCookie } from "./services/referral.server";
import { applySecurityHeaders, createNonce } from "./services/security-headers.server";

// Fail at start, not on the first visitor, when the configuration is wrong.
getEnv();

export const streamTimeout = 5_000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
) {
  const nonce = createNonce();

  const referral = await referralSetCookie(request);
  if (referral) responseHeaders.append("Set-Cookie", referral);
  applySecurityHeaders(responseHeaders, nonce);

  // Crawlers and link checkers get the whole document at once; browsers get the shell first.
  const readyEvent = isbot(request.headers.get("user-agent")) ? "onAllReady" : "onShellReady";

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <RemixServer context={remixContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        [readyEvent]() {
          shellRendered = true;
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(
            new Response(htmlBody(pipe), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1_000);
  });
}

export const handleDataRequest: HandleDataRequestFunction = async (response, { request }) => {
  const referral = await referralSetCookie(request);
  if (referral) response.headers.append("Set-Cookie", referral);
  return response;
};

export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return;
  console.error(error);
}
