import { z } from 'zod';

/** The answer to an id that is not a uuid (and to a client-made id another business holds). */
export const INVALID_ID_MESSAGE = 'Must be a valid id';
export const IdSchema = z.uuid(INVALID_ID_MESSAGE);
