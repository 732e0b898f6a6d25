/** Integer arithmetic written into SQL, for grouping dates. */

/** A whole number rounded down to a multiple of `step`, in integer arithmetic (numeric division over a million rows costs seconds). */
export function floorTo(value: string, step: number): string {
  return `(${value} - ((${value} % ${step}) + ${step}) % ${step})`;
}
