import { createContext, useContext } from "react";

/** The CSP nonce of this render (server only: browsers hide nonces, so the client never needs it). */
export const NonceContext = createContext("");

export const useNonce = () => useContext(NonceContext);
