/**
 * What an import did, counted: per part while it runs, added to the run's totals once the part is
 * written (a part that failed adds nothing but its name), and printed at the end.
 */
export interface Counts {
  created: number;
  updated: number;
  unchanged: number;
}

const counts = (): Counts => ({ created: 0, updated: 0, unchanged: 0 });

export class Tally {
  entries = counts();
  /** Imported texts; `kept` counts texts a member or Daypedia wrote, which the importer leaves alone. */
  texts = { ...counts(), kept: 0 };
  places = counts();
  pictures = { ...counts(), refused: 0 };
  links = counts();
  sources = counts();
  /** Items (or lines of the feed) not imported, by reason. */
  skipped = new Map<string, number>();
  /** Texts left out of an imported item, by reason. */
  textsSkipped = new Map<string, number>();
  /** What was changed or left out of an item that was imported. */
  notes = new Map<string, number>();

  skip(reason: string): null {
    add(this.skipped, reason);
    return null;
  }

  skipText(reason: string): void {
    add(this.textsSkipped, reason);
  }

  note(reason: string): void {
    add(this.notes, reason);
  }

  /** Adds another tally (a written part) to this one. */
  addUp(other: Tally): void {
    for (const key of ['entries', 'texts', 'places', 'pictures', 'links', 'sources'] as const) {
      const mine = this[key] as unknown as Record<string, number>;
      for (const [name, value] of Object.entries(other[key] as unknown as Record<string, number>)) mine[name] = (mine[name] ?? 0) + value;
    }
    for (const key of ['skipped', 'textsSkipped', 'notes'] as const) for (const [reason, n] of other[key]) add(this[key], reason, n);
  }

  /** Whether the part changed anything readers see. */
  get changedContent(): boolean {
    return this.entries.created + this.entries.updated > 0;
  }
}

function add(map: Map<string, number>, key: string, n = 1): void {
  map.set(key, (map.get(key) ?? 0) + n);
}

/** A map of counts as one line: "bce 2, julian-calendar 1". */
export function countsLine(map: Map<string, number>): string {
  return (
    [...map]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([reason, n]) => `${reason} ${n}`)
      .join(', ') || 'none'
  );
}
