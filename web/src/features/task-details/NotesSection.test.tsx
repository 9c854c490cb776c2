/**
 * A task's notes refuse a paste over their limit whole, and say so (moved from
 * tests/browser/text-limits.spec.ts; the counter and the refusal themselves: components/TextLimit.test.tsx).
 */
import { limits } from '@shared/limits';
import { detailsPanelTexts as detailsTexts } from '@shared/messages/details-panel';
import { limitTexts } from '@shared/messages/screens';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NotesSection } from './NotesSection';

describe('NotesSection', () => {
  it('refuses a paste over the limit of the notes, and says so', async () => {
    const user = userEvent.setup({ delay: null });
    const save = vi.fn(async () => true);
    render(<NotesSection notes="" readOnly={false} save={save} />);
    const notes = screen.getByRole('textbox', { name: detailsTexts.notes });
    await user.click(notes);
    await user.paste('n'.repeat(limits.notesMax + 5));
    expect(screen.getByRole('alert').textContent).toBe(limitTexts.pasteTooLong(5, limits.notesMax));
    expect(notes).toHaveValue('');
    await user.tab();
    expect(save).not.toHaveBeenCalled();
  });
});
