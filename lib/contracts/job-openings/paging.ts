// Plain constants with no zod import, so client islands can use them without pulling in the contracts.

/** Results per page of a job search unless the caller asks for another size. */
export const jobSearchPageSize = 20;
