import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

export function cn(...inputs: ClassValue[]) {
  return twMerge(clsx(inputs));
}

/**
 * Builds tailwind-merge's class map in a task of its own, ahead of a screen's first render:
 * tailwind-merge makes it at its first call, ~45 ms of a phone's main thread at 4x (a Lighthouse
 * profile of the POS's cold load), which otherwise lengthens the task that renders the screen
 * (ADR 023: total blocking time). Called where the screen waits for the network anyway.
 */
export function prepareClassMerge(): void {
  setTimeout(() => cn('p-0', 'p-1'), 0);
}
