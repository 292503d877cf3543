// The status codes alone, without their names and wording (statuses.ts): the contracts' status shape needs only these,
// and a first view that parses a status (the price book's open orders) should not carry every status name.

/** Every order status code, in flow order (12 returned and 99 cancelled end an order). */
export const orderStatuses = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 99] as const;
