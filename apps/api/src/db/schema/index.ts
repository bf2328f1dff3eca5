export * from './users.ts';
export * from './platform.ts';
export * from './businesses.ts';
export * from './inventory.ts';
export * from './customers.ts';
export * from './sales.ts';
export * from './expenses.ts';
