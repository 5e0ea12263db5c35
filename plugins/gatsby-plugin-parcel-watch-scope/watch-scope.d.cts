export const PARCEL_VERSION: string;
export const PARCEL_CACHE_DIR: string;
export const PACKAGES_STAMP: string;
export function scopeWatcher(source: string): string;
export function parcelCoreDir(root: string): string;
export function isScoped(root: string): boolean;
export function resetCacheForNewPackages(root: string): boolean;
export function applyWatchScope(root: string): { patched: boolean; cacheReset: boolean };
