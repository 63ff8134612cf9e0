// Replaced at build time by webpack's DefinePlugin; read from the environment under jest.
declare const process: { env: Record<string, string | undefined> };
