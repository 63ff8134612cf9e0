export declare const PRODUCTION_ENTRY: string;
export declare function reactRouterProductionAlias(): Record<string, string>;
export declare function reactRouterPureRule(): { test: RegExp; use: string };
