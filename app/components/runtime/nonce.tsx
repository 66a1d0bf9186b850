import { createContext, useContext } from "react";

// The CSP nonce of this response, for the few script tags React renders. Empty on the client:
// browsers hide nonces from the DOM, and hydrated scripts never run again anyway.
const NonceContext = createContext("");
export const NonceProvider = NonceContext.Provider;
export const useNonce = () => useContext(NonceContext);
