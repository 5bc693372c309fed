export declare const chromiumPath: string;
export declare const chromiumArgs: string[];
export declare const screenshotArgs: string[];
export declare const visualTolerance: { channelDelta: number; changedPixels: number };
