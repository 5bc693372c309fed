// Types of scripts/perf-budgets.mjs (plain JavaScript so that Node runs it without a build step).

/**
 * The figures of one Lighthouse run. Scores 0–100, times in ms, bytes; null when not measured;
 * a category the run did not ask for is absent.
 */
export interface PerfSummary {
  performance: number | null;
  accessibility?: number | null;
  bestPractices?: number | null;
  seo?: number | null;
  fcp: number | null;
  lcp: number | null;
  tbt: number | null;
  cls: number | null;
  bytes: number | null;
}

export type BudgetKey = 'performance' | 'accessibility' | 'bestPractices' | 'seo' | 'lcp' | 'cls' | 'tbt';

/** A minimum (scores) or a maximum (metrics). */
export interface Budget {
  key: BudgetKey;
  label: string;
  min?: number;
  max?: number;
}

/** The parts of a Lighthouse result (LHR) these functions read. */
export interface LighthouseResultLike {
  categories: Record<
    string,
    { title: string; score: number | null; auditRefs: { id: string; weight: number }[] } | undefined
  >;
  audits: Record<
    string,
    | {
        title: string;
        score: number | null;
        numericValue?: number;
        displayValue?: string;
        metricSavings?: Partial<Record<string, number>>;
      }
    | undefined
  >;
}

/** A budget relative to the page without scripts: `plus` ms more, or `times` as much. */
export interface RelativeBudget {
  key: 'tbt' | 'lcp';
  label: string;
  plus?: number;
  times?: number;
}

export declare const budgets: Budget[];
export declare const minRunPerformance: number;
export declare const relativeBudgets: RelativeBudget[];
export declare const measurementsBeforeFailing: number;
export declare function checkRelativeBudgets(
  summary: PerfSummary,
  reference: PerfSummary,
  budgetList?: RelativeBudget[],
): string[];
export declare function checkEveryRun(summaries: PerfSummary[], min?: number): string[];
export declare const categoryIds: string[];
export declare function categoriesOfRun(run: number): string[];
export declare function formatValue(key: keyof PerfSummary, value: number | null): string;
export declare function summarize(lhr: LighthouseResultLike, categories?: string[]): PerfSummary;
export declare function medianRunIndex(summaries: PerfSummary[]): number;
export declare function medianSummary(summaries: PerfSummary[]): PerfSummary;
export declare function checkBudgets(summary: PerfSummary, budgetList?: Budget[]): string[];
export declare function auditsToFix(lhr: LighthouseResultLike, maxPerformance?: number): string[];
export declare function formatTable(rows: { route: string; summary: PerfSummary }[]): string;
