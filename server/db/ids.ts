import { v7 as uuidv7 } from 'uuid';

/** Ids are UUID v7: unguessable enough for URLs and ordered by creation time for indexes. */
export const newId = (): string => uuidv7();

export const isId = (value: string): boolean => /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/.test(value);
