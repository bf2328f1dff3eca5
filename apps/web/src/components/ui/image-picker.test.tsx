import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ImagePicker, type ImagePickerTexts } from './image-picker.tsx';

afterEach(cleanup);

const texts: ImagePickerTexts = {
  input: 'Photo file',
  choose: 'Add photo',
  chooseAnother: 'Change photo',
  drop: 'Drop a photo here.',
  previewAlt: 'New photo',
  thumb: { choose: 'Choose a photo', chooseAnother: 'Choose another photo' },
  removing: 'Removed on save.',
  invalid: 'Not an image',
  tooLarge: 'Too large',
};

/** The picker with its state kept the way the features keep it. */
function Harness({ saved = false, error }: { saved?: boolean; error?: string }) {
  const [file, setFile] = useState<File | null>(null);
  const [removing, setRemoving] = useState(false);
  return (
    <ImagePicker
      file={file}
      onChange={(next) => {
        setFile(next);
        setRemoving(false);
      }}
      onRemove={() => setRemoving(true)}
      removing={removing}
      hasSaved={saved && !removing}
      current={<span data-testid="current" />}
      previewClassName="rounded-xl"
      maxBytes={1024}
      texts={texts}
      error={error}
    />
  );
}

const png = (bytes = 10, name = 'shop.png') =>
  new File([new Uint8Array(bytes)], name, { type: 'image/png' });

describe('ImagePicker', () => {
  it('says the types and the limit, and refuses other files before any upload', async () => {
    const onChange = vi.fn();
    render(
      <ImagePicker
        file={null}
        onChange={onChange}
        hasSaved={false}
        current={null}
        previewClassName="rounded-xl"
        maxBytes={2 * 1024 * 1024}
        texts={texts}
      />,
    );
    expect(screen.getByText('JPEG, PNG, WebP or GIF, up to 2 MB.')).toBeInTheDocument();
    const user = userEvent.setup({ applyAccept: false });
    const input = screen.getByLabelText('Photo file');
    await user.upload(input, new File(['x'], 'notes.txt', { type: 'text/plain' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Not an image');
    await user.upload(input, png(2 * 1024 * 1024 + 1));
    expect(screen.getByRole('alert')).toHaveTextContent('Too large');
    expect(screen.getByRole('button', { name: 'Add photo' })).toHaveAccessibleDescription(
      'Too large',
    );
    expect(onChange).not.toHaveBeenCalled();
  });

  it('previews a chosen image and takes it back with Undo', async () => {
    render(<Harness />);
    await userEvent.upload(screen.getByLabelText('Photo file'), png());
    expect(await screen.findByRole('img', { name: 'New photo' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/png/),
    );
    expect(screen.getByText('shop.png')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change photo' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose another photo' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(screen.queryByText('shop.png')).not.toBeInTheDocument();
    expect(screen.getByTestId('current')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add photo' })).toBeInTheDocument();
  });

  it('marks a saved image for removal, and Undo keeps it', async () => {
    render(<Harness saved />);
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(screen.getByText('Removed on save.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(screen.getByRole('button', { name: 'Remove' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change photo' })).toBeInTheDocument();
  });

  it('shows a problem from outside, and its own newer one first', async () => {
    render(<Harness error="Upload failed" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Upload failed');
    await userEvent
      .setup({ applyAccept: false })
      .upload(
        screen.getByLabelText('Photo file'),
        new File(['x'], 'a.txt', { type: 'text/plain' }),
      );
    expect(screen.getByRole('alert')).toHaveTextContent('Not an image');
  });

  it('has no Remove button or thumbnail button when the use does not ask for them', () => {
    render(
      <ImagePicker
        file={null}
        onChange={() => undefined}
        hasSaved
        current={null}
        previewClassName="rounded-2xl"
        maxBytes={1024}
        texts={{ ...texts, thumb: undefined }}
      />,
    );
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Change photo']);
  });
});
