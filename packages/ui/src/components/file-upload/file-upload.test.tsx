import { MAX_UPLOAD_BYTES } from '@nyiur/domain';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axeViolations } from '../../test/axe';
import { FileUpload } from './file-upload';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0];
const GIF = [0x47, 0x49, 0x46, 0x38, 0x39, 0x61];
const PDF = Array.from('%PDF-1.7\n', (char) => char.charCodeAt(0));

const fileOf = (bytes: number[], name: string, type: string) =>
  new File([new Uint8Array(bytes)], name, { type });

// The person picks "All files" in the dialog, so the accept filter does not help us.
const setup = () => userEvent.setup({ applyAccept: false });
const input = () => screen.getByLabelText('Receipt') as HTMLInputElement;

describe('FileUpload', () => {
  it('accepts a real PNG and shows its name', async () => {
    const user = setup();
    const onFileChange = vi.fn();
    const { container } = render(
      <FileUpload label="Receipt" kind="image" onFileChange={onFileChange} />,
    );
    const png = fileOf(PNG, 'receipt.png', 'image/png');
    await user.upload(input(), png);
    await waitFor(() => expect(onFileChange).toHaveBeenCalledWith(png));
    expect(screen.getByText('Selected: receipt.png')).toBeInTheDocument();
    expect(input()).not.toHaveAttribute('aria-invalid');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('rejects a GIF named .png, clears the field and announces the message', async () => {
    const user = setup();
    const onFileChange = vi.fn();
    const onReject = vi.fn();
    const { container } = render(
      <FileUpload label="Receipt" kind="image" onFileChange={onFileChange} onReject={onReject} />,
    );
    await user.upload(input(), fileOf(GIF, 'photo.png', 'image/png'));
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent('Only JPG & PNG files accepted'));
    expect(onReject).toHaveBeenCalledWith('Only JPG & PNG files accepted');
    expect(onFileChange).toHaveBeenLastCalledWith(null);
    expect(input().value).toBe('');
    expect(input()).toHaveAttribute('aria-invalid', 'true');
    expect(input()).toHaveAccessibleDescription(/Only JPG & PNG files accepted/);
    expect(screen.queryByText(/Selected:/)).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('rejects a file over 10 MB', async () => {
    const user = setup();
    render(<FileUpload label="Receipt" kind="pdf-or-image" />);
    const big = fileOf(PDF, 'statement.pdf', 'application/pdf');
    Object.defineProperty(big, 'size', { value: MAX_UPLOAD_BYTES + 1 });
    await user.upload(input(), big);
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Max 10MB size file accepted'),
    );
    expect(input().value).toBe('');
  });

  it('gives the pdf message for a picture in a pdf field', async () => {
    const user = setup();
    render(<FileUpload label="Receipt" kind="pdf" />);
    expect(input()).toHaveAttribute('accept', '.pdf,application/pdf');
    await user.upload(input(), fileOf(PNG, 'scan.png', 'image/png'));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Only pdf with max 10MB size file accepted',
      ),
    );
  });

  it('clears an earlier rejection when a good file follows, and can remove it', async () => {
    const user = setup();
    const onFileChange = vi.fn();
    render(<FileUpload label="Receipt" kind="pdf-or-image" onFileChange={onFileChange} />);
    await user.upload(input(), fileOf(GIF, 'a.gif', 'image/gif'));
    await waitFor(() => expect(screen.getByRole('alert')).not.toBeEmptyDOMElement());
    await user.upload(input(), fileOf(PDF, 'statement.pdf', 'application/pdf'));
    await waitFor(() => expect(screen.getByText('Selected: statement.pdf')).toBeInTheDocument());
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    await user.click(screen.getByRole('button', { name: 'Remove file' }));
    expect(screen.queryByText(/Selected:/)).toBeNull();
    expect(onFileChange).toHaveBeenLastCalledWith(null);
    expect(input()).toHaveFocus();
  });

  it('shows an error passed from outside', () => {
    render(<FileUpload label="Receipt" kind="image" error="Upload failed, please try again" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Upload failed, please try again');
  });
});
