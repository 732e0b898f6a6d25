/** The package's rule and name tables; it ships no types for them. */
declare module 'date-holidays/data' {
  export const data: unknown;
}
