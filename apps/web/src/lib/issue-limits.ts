/** A zod issue as far as its limit is read (too_small / too_big carry the bound the schema sets). */
type LimitIssueLike = { code: string; origin?: unknown; minimum?: unknown; maximum?: unknown; inclusive?: unknown };

/**
 * The limit a value broke, as a form words it: which way (`tooSmall` / `tooBig`), whether it counts characters
 * (text) or is a number, the bound the contracts' schema sets, and whether the bound itself is allowed.
 */
export type IssueLimit = {
  direction: 'tooSmall' | 'tooBig';
  isText: boolean;
  bound: number;
  isInclusive: boolean;
};

/**
 * Reads the limit of a zod issue (`too_small` / `too_big` of a string, number or list), or undefined for any other
 * issue: forms state the limit that applies ("at most 100 characters") from the same schema the server checks.
 */
export function readIssueLimit(issue: LimitIssueLike): IssueLimit | undefined {
  if (issue.code !== 'too_small' && issue.code !== 'too_big') return undefined;
  const bound = Number(issue.code === 'too_small' ? issue.minimum : issue.maximum);
  if (!Number.isFinite(bound)) return undefined;
  return {
    direction: issue.code === 'too_small' ? 'tooSmall' : 'tooBig',
    isText: issue.origin === 'string',
    bound,
    isInclusive: issue.inclusive !== false,
  };
}

/** How a limit is worded: the last part of its translation key. */
export type IssueLimitName =
  | 'tooLongText'
  | 'tooShortText'
  | 'tooSmall'
  | 'tooBig'
  | 'tooSmallExclusive'
  | 'tooBigExclusive';

/** The translation key suffix of a limit: `tooLongText`, `tooSmallExclusive`, `tooBig`… */
export function nameIssueLimit(limit: IssueLimit): IssueLimitName {
  if (limit.isText) return limit.direction === 'tooBig' ? 'tooLongText' : 'tooShortText';
  return limit.isInclusive ? limit.direction : `${limit.direction}Exclusive`;
}

/** A safe-parse result as far as its first issue is read. */
type ParsedLike = { success: boolean; error?: { issues: readonly LimitIssueLike[] } };

/**
 * Why a money amount typed in yuan was refused by a contracts amount schema (greater than zero, at most the largest
 * amount, two decimals): `Positive`, `TooLarge` or `Decimals` (keys read `amount` + it); undefined when accepted.
 */
export function findAmountProblem(parsed: ParsedLike): 'Positive' | 'TooLarge' | 'Decimals' | undefined {
  if (parsed.success) return undefined;
  const issue = parsed.error?.issues[0];
  const limit = issue && readIssueLimit(issue);
  if (limit) return limit.direction === 'tooBig' ? 'TooLarge' : 'Positive';
  return issue?.code === 'custom' ? 'Decimals' : 'Positive';
}
