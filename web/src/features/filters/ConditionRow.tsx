import { filtersPanelTexts as text } from '@shared/messages/filters-panel';
import { IconButton } from '../../components/IconButton';
import { CrossIcon } from '../../components/icons';
import { useTeammates } from '../../session/team';
import type { Condition, ConditionField } from './builder';

/** Each field's operators and their words. */
const operators: Record<ConditionField, Record<string, string>> = {
  flag: text.flagOps,
  due: text.dueOps,
  priority: text.priorityOps,
  label: { is: 'is' },
  list: { is: 'is' },
  assigned: { is: '' },
  has: { is: '' },
};

/** A condition as it starts when its field is picked. */
const fieldStart: Record<ConditionField, Condition> = {
  flag: { field: 'flag', op: 'is', value: 'important' },
  due: { field: 'due', op: 'before', value: '+7d' },
  priority: { field: 'priority', op: '<=', value: '2' },
  label: { field: 'label', op: 'is', value: '' },
  list: { field: 'list', op: 'is', value: '' },
  assigned: { field: 'assigned', op: 'is', value: 'me' },
  has: { field: 'has', op: 'is', value: 'notes' },
};

const presetDays = Object.keys(text.days);

export function Select({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: Record<string, string>;
  onChange: (value: string) => void;
}) {
  return (
    <select aria-label={label} value={value} onChange={(event) => onChange(event.target.value)}>
      {Object.entries(options).map(([key, words]) => (
        <option key={key} value={key}>
          {words}
        </option>
      ))}
    </select>
  );
}

function ValueControl({
  condition,
  label,
  onChange,
}: {
  condition: Condition;
  label: string;
  onChange: (value: string) => void;
}) {
  const { data: teammates = [] } = useTeammates();
  const { field, op, value } = condition;
  switch (field) {
    case 'flag':
      return <Select label={label} value={value} options={text.flags} onChange={onChange} />;
    case 'due': {
      if (op === 'none' || op === 'any') return null;
      const preset = presetDays.includes(value);
      return (
        <>
          <Select
            label={label}
            value={preset ? value : 'day'}
            options={{ ...text.days, day: '…' }}
            onChange={(picked) => onChange(picked === 'day' ? new Date().toISOString().slice(0, 10) : picked)}
          />
          {preset ? null : (
            <input
              type="date"
              aria-label={label}
              value={value}
              onChange={(event) => onChange(event.target.value)}
            />
          )}
        </>
      );
    }
    case 'priority':
      return <Select label={label} value={value} options={text.priorities} onChange={onChange} />;
    case 'assigned':
      return (
        <Select
          label={label}
          value={value}
          options={{
            ...text.assignedValues,
            ...Object.fromEntries(teammates.map((mate) => [mate.username, text.assignedTo(mate.username)])),
          }}
          onChange={onChange}
        />
      );
    case 'has':
      return <Select label={label} value={value} options={text.hasValues} onChange={onChange} />;
    default:
      return (
        <input
          className="input"
          aria-label={label}
          value={value}
          maxLength={100}
          onChange={(event) => onChange(event.target.value)}
        />
      );
  }
}

export function ConditionRow({
  condition,
  index,
  onChange,
  onRemove,
}: {
  condition: Condition;
  index: number;
  onChange: (condition: Condition) => void;
  onRemove: (() => void) | null;
}) {
  const n = index + 1;
  const ops = operators[condition.field];
  return (
    <fieldset className="filter-condition">
      <legend className="visually-hidden">{text.conditionLabel(n)}</legend>
      <Select
        label={`${text.conditionLabel(n)}: ${text.fieldLabel}`}
        value={condition.field}
        options={text.fields}
        onChange={(field) => onChange(fieldStart[field as ConditionField])}
      />
      {Object.values(ops).some(Boolean) && Object.keys(ops).length > 1 ? (
        <Select
          label={`${text.conditionLabel(n)}: ${text.operatorLabel}`}
          value={condition.op}
          options={ops}
          onChange={(op) => onChange({ ...condition, op })}
        />
      ) : null}
      <ValueControl
        condition={condition}
        label={`${text.conditionLabel(n)}: ${text.valueLabel}`}
        onChange={(value) => onChange({ ...condition, value })}
      />
      {onRemove ? (
        <IconButton className="small" label={text.removeCondition(n)} onClick={onRemove}>
          <CrossIcon size={14} />
        </IconButton>
      ) : null}
    </fieldset>
  );
}
