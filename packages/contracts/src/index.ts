export * from './constants.ts';
export * from './storage-keys.ts';
export * from './errors.ts';
export * from './usernames.ts';
export * from './auth.ts';
export * from './trial.ts';
export * from './health.ts';
export * from './businesses.ts';
