/** Bodies of the saved filters' routes (docs/api.md#saved-filters). */
import * as v from 'valibot';
import { filterIcons } from '../../filters/icons';
import { FilterQueryError, parseFilterQuery } from '../../filters/query';
import { limits } from '../../limits';
import { filterTexts } from '../../messages/filter-query';
import { body, requiredText } from './fields';

const name = v.pipe(
  requiredText('name', filterTexts.nameLength(limits.filterNameMax)),
  v.trim(),
  v.minLength(1, filterTexts.nameLength(limits.filterNameMax)),
  v.maxLength(limits.filterNameMax, filterTexts.nameLength(limits.filterNameMax)),
);
const icon = v.picklist(filterIcons, filterTexts.iconUnknown);
/** A query that parses (400 naming where it does not), kept as sent but trimmed. */
const query = v.pipe(
  requiredText('query', filterTexts.errorAt(0, filterTexts.empty)),
  v.trim(),
  v.rawCheck<string>(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    try {
      parseFilterQuery(dataset.value);
    } catch (error) {
      if (!(error instanceof FilterQueryError)) throw error;
      addIssue({ message: error.message });
    }
  }),
);

/** POST /api/filters: a new filter, last in the sidebar. */
export const newFilterBody = body(
  { name, icon: v.optional(icon, 'list'), query },
  { name: filterTexts.nameLength(limits.filterNameMax), query: filterTexts.errorAt(0, filterTexts.empty) },
);

/** POST /api/filters/{id}: any of its name, icon, query and place; at least one. */
export const filterChangeBody = v.pipe(
  body({
    name: v.optional(name),
    icon: v.optional(icon),
    query: v.optional(query),
    order: v.optional(v.pipe(v.number(filterTexts.orderInvalid), v.finite(filterTexts.orderInvalid))),
  }),
  v.check(
    (change) => Object.values(change).some((value) => value !== undefined),
    filterTexts.nothingToChange,
  ),
);
