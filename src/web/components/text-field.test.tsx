// @vitest-environment jsdom
import '../i18n/english-for-tests';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TextField } from './text-field';

afterEach(cleanup);

describe('TextField type="password"', () => {
  it('shows and hides the password with a pressed-state button, keeping the value and the form unsent', () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <TextField label="Password" type="password" defaultValue="s3cret-pass" />
      </form>,
    );
    const input = screen.getByLabelText('Password') as HTMLInputElement;
    const show = screen.getByRole('button', { name: 'Show password' });
    expect(input.type).toBe('password');
    expect(show.getAttribute('aria-pressed')).toBe('false');
    expect(show.getAttribute('type')).toBe('button');

    fireEvent.click(show);
    expect(input.type).toBe('text');
    expect(input.value).toBe('s3cret-pass');
    const hide = screen.getByRole('button', { name: 'Hide password' });
    expect(hide.getAttribute('aria-pressed')).toBe('true');

    fireEvent.click(hide);
    expect(input.type).toBe('password');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('gives other inputs no toggle', () => {
    render(<TextField label="Email" type="email" />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
