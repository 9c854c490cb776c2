/** Bodies of the labels' routes (docs/api.md#labels). */
import * as v from 'valibot';
import { defaultLabelColor, labelColors, labelNameMax } from '../../labels';
import { labelTexts } from '../../messages/labels';
import { body, requiredText } from './fields';

/** A label's name: trimmed, 1 to 30 characters. */
const name = v.pipe(
  requiredText('name', labelTexts.nameLength(labelNameMax)),
  v.trim(),
  v.minLength(1, labelTexts.nameLength(labelNameMax)),
  v.maxLength(labelNameMax, labelTexts.nameLength(labelNameMax)),
);
const color = v.picklist(labelColors, labelTexts.colorUnknown);

/** POST /api/labels: a new label (grey unless a colour is given). */
export const newLabelBody = body(
  { name, color: v.optional(color, defaultLabelColor) },
  { name: labelTexts.nameLength(labelNameMax) },
);

/** POST /api/labels/{id}: its name, its colour or both; at least one. */
export const labelChangeBody = v.pipe(
  body({ name: v.optional(name), color: v.optional(color) }),
  v.check((change) => change.name !== undefined || change.color !== undefined, labelTexts.nothingToChange),
);
