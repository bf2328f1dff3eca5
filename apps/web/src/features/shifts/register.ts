import { DEFAULT_REGISTER, REGISTER_MAX_LENGTH } from '@app/contracts/shifts';
import { useSyncExternalStore } from 'react';
import { readString, STORAGE_KEYS, writeString } from '#src/lib/storage.ts';

/**
 * The till this device is (ADR 075), kept on the device: "Main" until someone opens a shift
 * under another name here. Its sales are sent with it, so they join its open shift.
 */
const listeners = new Set<() => void>();

export function deviceRegister(): string {
  const saved = readString(STORAGE_KEYS.register)?.trim();
  return saved ? saved.slice(0, REGISTER_MAX_LENGTH) : DEFAULT_REGISTER;
}

export function setDeviceRegister(register: string): void {
  writeString(STORAGE_KEYS.register, register.trim() || DEFAULT_REGISTER);
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function useDeviceRegister(): [string, (register: string) => void] {
  const register = useSyncExternalStore(subscribe, deviceRegister, () => DEFAULT_REGISTER);
  // setDeviceRegister is a module function: the same on every render.
  return [register, setDeviceRegister];
}
