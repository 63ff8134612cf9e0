import type { Server } from 'node:http';

export function serveApp(options: {
  dir: string;
  host: string;
  port: number;
  portVariable?: string;
  dynamic?: Record<string, () => string>;
}): Promise<Server>;
