import type { Server } from 'node:http';

export declare function headersFromFile(file: string): (urlPath: string) => Record<string, string>;
export declare function startStaticServer(options: {
  root: string;
  port: number;
  host?: string;
  /** gzip text files, as a production static host does. */
  compress?: boolean;
  headers?: (urlPath: string) => Record<string, string>;
}): Promise<Server>;
