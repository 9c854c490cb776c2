/**
 * The saved filters' query errors and refusals (shared/filters/query.ts, docs/api.md#saved-filters):
 * the server answers with them on save, and the web's filter dialog (a lazy chunk) shows the same
 * ones as the query is typed. A file of its own, out of the first download.
 */
export const filterTexts = {
  errorAt: (position: number, problem: string) =>
    `The query has an error at position ${position + 1}: ${problem}`,
  empty: 'it is empty',
  tooLong: (max: number) => `it is longer than ${max} characters`,
  unclosedQuote: 'a quote is not closed',
  expectedJoin: 'expected & or | between conditions',
  expectedClose: 'expected )',
  expectedField: 'expected a condition such as completed, due before: +7d or label:work',
  unknownField: (word: string) => `'${word}' is not a condition`,
  expectedColon: 'expected :',
  expectedComparison: 'expected <, <=, =, >= or > after priority',
  expectedPriority: 'expected a priority from 1 to 4',
  expectedName: 'expected a name',
  expectedWho: 'expected me, by me or a username',
  expectedByMe: 'expected "by me"',
  expectedHas: 'expected notes, steps, due or reminder after has:',
  expectedDueWord: 'expected none, any or overdue after due:',
  expectedDueOp: 'expected before:, after:, on: or : after due',
  expectedDate: 'expected a day: today, tomorrow, +7d, -2w or 2026-12-31',
  /** The name of a saved filter. */
  nameLength: (max: number) => `A filter's name must be 1-${max} characters`,
  iconUnknown: 'Pick one of the offered icons',
  tooMany: (max: number) => `You can keep at most ${max} filters`,
  orderInvalid: 'order must be a number',
  nothingToChange: 'Send a name, icon, query or order to change',
  notFound: 'Filter not found',
  deleted: 'Filter deleted',
} as const;
