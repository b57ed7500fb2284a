// Adds a condition on a smart column: yes/no columns take is / is not / empty / not empty, text
// columns equals / not equals / contains / not contains / empty / not empty.
import { useId, useState, type FormEvent } from 'react';
import type { SmartColumn } from '@signalboard/shared/api';
import { Button } from '@signalboard/shared/ui';
import {
  filterLimits,
  smartOperators,
  valuelessOperators,
  type SmartFilter,
  type SmartOperator,
} from './lead-filter';

export const operatorLabels: Record<SmartOperator, string> = {
  is: 'is',
  is_not: 'is not',
  equals: 'equals',
  not_equals: 'does not equal',
  contains: 'contains',
  not_contains: 'does not contain',
  is_empty: 'is empty',
  is_not_empty: 'is not empty',
};

export interface SmartFilterFormProps {
  columns: SmartColumn[];
  onAdd: (condition: SmartFilter) => void;
}

export function SmartFilterForm({ columns, onAdd }: SmartFilterFormProps) {
  const id = useId();
  const [columnId, setColumnId] = useState('');
  const [operator, setOperator] = useState<SmartOperator>('is');
  const [yes, setYes] = useState(true);
  const [text, setText] = useState('');
  const column = columns.find((candidate) => candidate.id === columnId) ?? columns[0];
  if (!column) return <p className="sb-lead-filters__empty">This project has no smart columns yet.</p>;
  const operators: readonly SmartOperator[] = smartOperators[column.kind];
  const op = operators.includes(operator) ? operator : (operators[0] as SmartOperator);
  const needsText = column.kind === 'text' && !valuelessOperators.includes(op);
  const needsYesNo = column.kind === 'boolean' && !valuelessOperators.includes(op);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (needsText && !text.trim()) return;
    onAdd({
      columnId: column.id.toLowerCase(),
      operator: op,
      ...(needsYesNo ? { boolValue: yes } : {}),
      ...(needsText ? { textValue: text.trim() } : {}),
    });
    setText('');
  };

  return (
    <form className="sb-lead-filters__smart" onSubmit={submit} aria-label="Add a smart column filter">
      <label htmlFor={`${id}-column`}>Column</label>
      <select id={`${id}-column`} value={column.id} onChange={(event) => setColumnId(event.target.value)}>
        {columns.map((candidate) => (
          <option key={candidate.id} value={candidate.id}>
            {candidate.name}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-operator`}>Condition</label>
      <select
        id={`${id}-operator`}
        value={op}
        onChange={(event) => setOperator(event.target.value as SmartOperator)}
      >
        {operators.map((candidate) => (
          <option key={candidate} value={candidate}>
            {operatorLabels[candidate]}
          </option>
        ))}
      </select>
      {needsYesNo ? (
        <>
          <label htmlFor={`${id}-answer`}>Answer</label>
          <select
            id={`${id}-answer`}
            value={yes ? 'yes' : 'no'}
            onChange={(event) => setYes(event.target.value === 'yes')}
          >
            <option value="yes">Yes</option>
            <option value="no">No</option>
          </select>
        </>
      ) : null}
      {needsText ? (
        <>
          <label htmlFor={`${id}-text`}>Text</label>
          <input
            id={`${id}-text`}
            type="text"
            required
            maxLength={filterLimits.smartText}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        </>
      ) : null}
      <Button type="submit" size="sm" variant="secondary">
        Add filter
      </Button>
    </form>
  );
}
