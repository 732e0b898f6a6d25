import { parse } from 'cookie';

/** One cookie's decoded value from a Cookie header or document.cookie; undefined when absent. */
export function readCookie(header: string | null | undefined, name: string): string | undefined {
  return header ? parse(header)[name] : undefined;
}
