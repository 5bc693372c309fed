export declare const pinnedBrowserPackage: string;
export declare const chromiumPath: string;
export declare const browserEnv: Record<string, string>;
export declare function ensurePinnedChromium(): string;
export declare function pinnedBrowserVersion(): string;
export declare const chromiumArgs: string[];
export declare const screenshotArgs: string[];
export declare function launchOptions(args?: string[]): {
  executablePath: string;
  args: string[];
  env: Record<string, string | undefined>;
};
export declare const visualTolerance: { channelDelta: number; changedPixels: number };
