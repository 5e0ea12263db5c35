export const LEFT_OUT: readonly string[];
export const PARCEL_VERSION: string;
export const PARCEL_CACHE_DIR: string;
export const PACKAGES_STAMP: string;
export const TRACKER: string;
export function scopeWatcher(source: string): string;
export function isScoped(root: string): boolean;
export function resetCacheForNewPackages(root: string): boolean;
export function applyWatchScope(root: string): { patched: boolean; cacheReset: boolean };
