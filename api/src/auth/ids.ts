// Ids the auth service takes from a path or a body: what is not a UUID cannot be one of its rows.
import { z } from 'zod';

// Any 8-4-4-4-12 hex, as GoTrue's uuid.FromString reads it (z.uuid() would also check the version bits).
const uuid = z.guid();

export const isUuid = (value: string): boolean => uuid.safeParse(value).success;
