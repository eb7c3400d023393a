/** Types of nginx-process.mjs (see there). */
export declare const OFFICE_NGINX_CONF: string;
export declare function findExecutable(name: string): string | null;
export declare function replaceOnce(text: string, pattern: RegExp, replacement: string): string;
export declare function startNginxProcess(opts: {
  binary: string;
  conf: (prefix: string) => string;
  httpLines?: (prefix: string) => string[];
  healthy: () => Promise<boolean>;
}): Promise<{ prefix: string; read: (file: string) => string; close: () => Promise<void> }>;
