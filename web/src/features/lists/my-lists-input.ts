/**
 * The one input the personal lists are read with: the server's default order. Every tab sorts on the client with
 * core's list-of-lists sort, so one cached answer serves every sort and optimistic changes reach it.
 */
export const MY_LISTS = { query: {} } as const;
