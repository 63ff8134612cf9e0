export declare function buildTimeEnv(env?: Record<string, string | undefined>): Record<string, string>;
