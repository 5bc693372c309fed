export type SnapshotKind = 'story' | 'route';

export interface Region {
  left: number;
  top: number;
  right: number;
  bottom: number;
  /** How many pixels in it changed. */
  pixels: number;
}

export interface SnapshotRecord {
  kind: SnapshotKind;
  /** The baseline's file name without `.png`, e.g. `home-desktop-dark`. */
  name: string;
  /** The story (`Sections/Hero / Default`) or the route (`/terms`). */
  title: string;
  scheme: string;
  viewport: string;
  status: 'changed' | 'new' | 'stale';
  /** The committed baseline, when there is one. */
  baseline: string | null;
  changedPixels?: number;
  regions?: Region[];
}

export declare const baselineDirs: Record<SnapshotKind, string>;
export declare const recordDirs: Record<SnapshotKind, string>;
export declare const reviewPage: string;
export declare function clearRecords(kind: SnapshotKind): void;
export declare function writeRecord(
  record: SnapshotRecord,
  images?: { actual?: Buffer; diff?: Buffer },
): void;
export declare function accepts(name: string): boolean;
export declare function acceptsAll(): boolean;
export declare function settleStaleBaselines(kind: SnapshotKind, expectedNames: Iterable<string>): string[];
export declare function recordBrowser(): void;
export declare function browserMismatch(): string | null;
export declare function writeReviewPage(): string | null;
