import { render, screen } from '@testing-library/react';
import { ControlNotes, controlNoteIds } from './control-notes';

describe('controlNoteIds', () => {
  it('names only the notes a control has, hint first', () => {
    expect(controlNoteIds('gender', 'Pick one.', 'Required')).toEqual({
      hintId: 'gender-hint',
      errorId: 'gender-error',
      describedBy: 'gender-hint gender-error',
    });
    expect(controlNoteIds('gender', undefined, 'Required')).toEqual({
      hintId: undefined,
      errorId: 'gender-error',
      describedBy: 'gender-error',
    });
    expect(controlNoteIds('gender', null, '')).toEqual({
      hintId: undefined,
      errorId: undefined,
      describedBy: undefined,
    });
  });
});

describe('ControlNotes', () => {
  it('shows the hint and the error under the ids a control is described by', () => {
    const ids = controlNoteIds('terms', 'Read them first.', 'Please agree to continue');
    render(
      <>
        <input type="checkbox" aria-label="I agree" aria-describedby={ids.describedBy} />
        <ControlNotes ids={ids} hint="Read them first." error="Please agree to continue" />
      </>,
    );
    expect(screen.getByRole('checkbox', { name: 'I agree' })).toHaveAccessibleDescription(
      'Read them first. Please agree to continue',
    );
    expect(screen.getByText('Please agree to continue')).toHaveAttribute('id', 'terms-error');
  });

  it('renders nothing without a hint or an error', () => {
    const { container } = render(
      <ControlNotes ids={controlNoteIds('terms', undefined, undefined)} />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
