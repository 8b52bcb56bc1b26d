import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axeViolations } from '../../test/axe';
import { Field } from '../field/field';
import { Textarea } from './textarea';

describe('Textarea', () => {
  it('takes multi-line text inside a labelled Field', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <Field label="Comments" required>
        <Textarea name="comments" />
      </Field>,
    );
    const textarea = screen.getByRole('textbox', { name: 'Comments' });
    await user.type(textarea, 'Line one{Enter}Line two');
    expect(textarea).toHaveValue('Line one\nLine two');
    expect(textarea).toHaveAttribute('rows', '5');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('shows the Field error state', () => {
    render(
      <Field label="Comments" error="Please select comments!">
        <Textarea />
      </Field>,
    );
    const textarea = screen.getByRole('textbox', { name: 'Comments' });
    expect(textarea).toHaveAttribute('aria-invalid', 'true');
    expect(textarea).toHaveAccessibleDescription('Please select comments!');
  });
});
