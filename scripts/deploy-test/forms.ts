// Posting the footer newsletter form as a browser without JavaScript does: the hidden fields
// come from the page the visitor was sent.
export function footerFormFields(html: string): URLSearchParams {
  const form = /<form[^>]*action="\/nieuwsbrief\/aanmelden"[^>]*>([\s\S]*?)<\/form>/.exec(html);
  if (!form) throw new Error("no footer newsletter form in the page");
  const fields = new URLSearchParams();
  for (const input of (form[1] ?? "").matchAll(/<input\b[^>]*>/g)) {
    const tag = input[0];
    if (!/type="hidden"/.test(tag)) continue;
    const name = /name="([^"]*)"/.exec(tag)?.[1];
    const value = /value="([^"]*)"/.exec(tag)?.[1] ?? "";
    if (name) fields.set(name, value.replace(/&amp;/g, "&"));
  }
  return fields;
}

export async function postFooterSignup(
  base: string,
  origin: string,
  fields: URLSearchParams,
  email: string,
): Promise<{ status: number; retryAfter: string | null; cache: string | null }> {
  const body = new URLSearchParams(fields);
  body.set("email", email);
  const response = await fetch(`${base}/nieuwsbrief/aanmelden`, {
    method: "POST",
    redirect: "manual",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      origin,
      referer: `${origin}/`,
      "user-agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36",
    },
    body,
  });
  await response.arrayBuffer();
  return {
    status: response.status,
    retryAfter: response.headers.get("retry-after"),
    cache: response.headers.get("x-cache"),
  };
}
