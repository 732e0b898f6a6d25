import { createContext, useContext } from 'react';

/**
 * The nonce of the server's answer, for the scripts the document writes. The browser hides
 * nonces from pages, so in the browser this stays undefined and hydration keeps what was sent.
 */
export const ScriptNonce = createContext<string | undefined>(undefined);

export function useScriptNonce(): string | undefined {
  return useContext(ScriptNonce);
}
