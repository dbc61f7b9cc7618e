/** A uuid's text form (any case: PostgreSQL reads both), for checking an id before it reaches a uuid column. */
export const uuidSource = '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}';

const uuidPattern = new RegExp(`^${uuidSource}$`);

/** Whether `text` is a uuid: a malformed one would make PostgreSQL throw instead of finding nothing. */
export const isUuid = (text: string): boolean => uuidPattern.test(text);
