// @vitest-environment jsdom
import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useBlurErrors } from './use-blur-errors';

/** A form that keeps its values in state, checked as a whole on every render. */
function Harness() {
  const [name, setName] = useState('');
  const [agreed, setAgreed] = useState(false);
  const current = { ...(name ? {} : { name: 'Required' }), ...(agreed ? {} : { agreed: 'Tick it' }) };
  const { errors, touch, showAll } = useBlurErrors<'name' | 'agreed'>(current);
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        showAll();
      }}
    >
      <label>
        Name
        <input value={name} onChange={(e) => setName(e.target.value)} onBlur={() => touch('name')} />
      </label>
      <p data-testid="name-error">{errors.name}</p>
      <label>
        Agree
        <input
          type="checkbox"
          checked={agreed}
          onChange={(e) => {
            setAgreed(e.target.checked);
            touch('agreed');
          }}
        />
      </label>
      <p data-testid="agreed-error">{errors.agreed}</p>
      <button type="submit">Send</button>
    </form>
  );
}

describe('useBlurErrors', () => {
  it("shows a field's message once it is left, a checkbox's once changed, all of them on submit", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(screen.getByTestId('name-error').textContent).toBe('');
    await user.click(screen.getByLabelText('Name'));
    expect(screen.getByTestId('name-error').textContent).toBe('');
    await user.tab();
    expect(screen.getByTestId('name-error').textContent).toBe('Required');
    // Then it follows the typing.
    await user.type(screen.getByLabelText('Name'), 'Ann');
    expect(screen.getByTestId('name-error').textContent).toBe('');
    expect(screen.getByTestId('agreed-error').textContent).toBe('');
    await user.click(screen.getByLabelText('Agree'));
    await user.click(screen.getByLabelText('Agree'));
    expect(screen.getByTestId('agreed-error').textContent).toBe('Tick it');
  });

  it('shows every message on submit, untouched fields included', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByTestId('name-error').textContent).toBe('Required');
    expect(screen.getByTestId('agreed-error').textContent).toBe('Tick it');
  });
});
