export * from './users.ts';
export * from './platform.ts';
