/**
 * The limit of a text field, said rather than cut: the counter from 80% of the limit on, and a paste
 * that would pass the limit refused whole, with the message announced, until the next change.
 */
import { limitTexts } from '@shared/messages/screens';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { TextLimitNote, useTextLimit } from './TextLimit';

/** A field as the lists' fields use the limit: its props from `field`, the note beside it. */
function LimitedField({ max, initial = '' }: { max: number; initial?: string }) {
  const limit = useTextLimit(max);
  const [text, setText] = useState(initial);
  return (
    <>
      <input aria-label="Text" value={text} {...limit.field(setText)} />
      <TextLimitNote limit={limit} length={text.length} />
    </>
  );
}

describe('TextLimit', () => {
  it('shows no counter below 80% of the limit, and one from there on', async () => {
    const user = userEvent.setup();
    render(<LimitedField max={10} initial="abcdefg" />);
    expect(screen.queryByText(limitTexts.count(7, 10))).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Text' }), 'h');
    expect(screen.getByText(limitTexts.count(8, 10))).toBeVisible();
  });

  it('refuses a paste over the limit whole and says so; one that fits goes in and the message goes', async () => {
    const user = userEvent.setup();
    render(<LimitedField max={180} initial={'a'.repeat(150)} />);
    const field = screen.getByRole('textbox', { name: 'Text' });
    expect(field).toHaveAttribute('maxLength', '180');
    expect(screen.getByText(limitTexts.count(150, 180))).toBeVisible();

    await user.click(field);
    await user.keyboard('{End}');
    await user.paste('b'.repeat(40));
    expect(screen.getByRole('alert').textContent).toBe(limitTexts.pasteTooLong(10, 180));
    expect(field).toHaveValue('a'.repeat(150));

    await user.paste('b'.repeat(30));
    expect(field).toHaveValue(`${'a'.repeat(150)}${'b'.repeat(30)}`);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText(limitTexts.count(180, 180))).toBeVisible();
  });

  it('counts a paste that replaces a selection by what is left of the text', async () => {
    const user = userEvent.setup();
    render(<LimitedField max={10} initial="abcdefghij" />);
    const field = screen.getByRole('textbox', { name: 'Text' });
    await user.tripleClick(field);
    await user.paste('0123456789');
    expect(field).toHaveValue('0123456789');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
