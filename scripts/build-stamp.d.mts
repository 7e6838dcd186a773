export declare const STAMP_FILE: string;
export declare function sourceStamp(root: string): string;
export declare function builtStamp(buildDir: string): string | undefined;
export declare function writeStamp(buildDir: string, stamp: string): void;
export declare function buildIsCurrent(root: string, buildDir: string): boolean;
