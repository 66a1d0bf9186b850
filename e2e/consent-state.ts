// A browser that has already made its cookie choice, as Playwright storage state: the consent
// cookie alone, for localhost.
export const consentState = (value: string) => ({
  cookies: [
    {
      name: "cookie_consent",
      value,
      domain: "localhost",
      path: "/",
      expires: -1,
      httpOnly: false,
      secure: false,
      sameSite: "Lax" as const,
    },
  ],
  origins: [],
});
