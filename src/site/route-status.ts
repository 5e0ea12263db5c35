import * as React from "react";

/** What the main area shows while the reader moves between pages. */
export type RouteStatus = { state: "idle" } | { state: "loading" | "error"; path: string };

const IDLE: RouteStatus = { state: "idle" };
let status: RouteStatus = IDLE;
const listeners = new Set<() => void>();

export function getRouteStatus(): RouteStatus {
  return status;
}

export function setRouteStatus(next: RouteStatus): void {
  status = next;
  listeners.forEach((listener) => listener());
}

export function resetRouteStatus(): void {
  if (status !== IDLE) setRouteStatus(IDLE);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useRouteStatus(): RouteStatus {
  return React.useSyncExternalStore(subscribe, getRouteStatus, () => IDLE);
}
