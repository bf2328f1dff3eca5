import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { afterEach, expect, it, vi } from 'vitest';
import { FormDialog, FormDialogActions, useFormDialog } from './form-dialog.tsx';

afterEach(cleanup);

/** A one-field form in the frame, as a feature's dialog uses it. */
function NoteDialog({
  onOpenChange,
  pending = false,
}: {
  onOpenChange: (open: boolean) => void;
  pending?: boolean;
}) {
  const frame = useFormDialog({ onOpenChange, pending });
  const [note, setNote] = useState('');
  const { setDirty } = frame;
  useEffect(() => setDirty(note !== ''), [note, setDirty]);
  return (
    <FormDialog state={frame} open title="Add a note">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          frame.close();
        }}
      >
        <label>
          Note
          <input value={note} onChange={(e) => setNote(e.target.value)} />
        </label>
        <FormDialogActions pending={pending} onCancel={frame.requestClose} submitLabel="Save" />
      </form>
    </FormDialog>
  );
}

it('closes at once when nothing was typed', async () => {
  const onOpenChange = vi.fn();
  render(<NoteDialog onOpenChange={onOpenChange} />);
  await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
  expect(onOpenChange).toHaveBeenCalledWith(false);
});

it('asks before dropping what was typed; keeping editing keeps the dialog', async () => {
  const onOpenChange = vi.fn();
  render(<NoteDialog onOpenChange={onOpenChange} />);
  await userEvent.type(await screen.findByLabelText('Note'), 'Pay Musa on Friday');
  await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(await screen.findByText('Discard your changes?')).toBeTruthy();
  expect(screen.getByText('What you entered in this form will be lost.')).toBeTruthy();
  expect(onOpenChange).not.toHaveBeenCalled();

  await userEvent.click(screen.getByRole('button', { name: 'Keep editing' }));
  await waitFor(() => expect(screen.queryByText('Discard your changes?')).toBeNull());
  expect(onOpenChange).not.toHaveBeenCalled();

  await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Discard' }));
  await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
});

it('a save closes without asking, even with typing', async () => {
  const onOpenChange = vi.fn();
  render(<NoteDialog onOpenChange={onOpenChange} />);
  await userEvent.type(await screen.findByLabelText('Note'), 'x');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(onOpenChange).toHaveBeenCalledWith(false);
  expect(screen.queryByText('Discard your changes?')).toBeNull();
});

it('does not close while a save is in flight', async () => {
  const onOpenChange = vi.fn();
  render(<NoteDialog onOpenChange={onOpenChange} pending />);
  await screen.findByLabelText('Note');
  await userEvent.keyboard('{Escape}');
  expect(onOpenChange).not.toHaveBeenCalled();
  expect(screen.getByRole('button', { name: 'Cancel' })).toHaveProperty('disabled', true);
});
