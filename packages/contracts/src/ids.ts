import { z } from 'zod';

/** The answer to an id that is not a uuid (and to a client-made id another business holds). */
export const INVALID_ID_MESSAGE = 'Must be a valid id';
export const IdSchema = z.uuid(INVALID_ID_MESSAGE);

/** A uuid as text, any version: for ids read outside a zod schema (paths, cursors, bodies). */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
