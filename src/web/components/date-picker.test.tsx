// @vitest-environment jsdom
import '../i18n/english-for-tests';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLocale } from '../i18n';
import { DatePicker, type DatePickerProps } from './date-picker';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function renderPicker(overrides: Partial<DatePickerProps> = {}) {
  const onChange = vi.fn<(value: string) => void>();
  const view = render(<DatePicker label="Birth date" name="birth_date" value="" onChange={onChange} {...overrides} />);
  const visible = screen.getByLabelText('Birth date') as HTMLInputElement;
  const stored = view.container.querySelector<HTMLInputElement>('input[name="birth_date"]')!;
  return { ...view, onChange, visible, stored };
}

function calendarOf(input: HTMLInputElement): HTMLElement {
  const calendar = [...document.querySelectorAll<HTMLElement>('.flatpickr-calendar')].at(-1);
  if (!calendar) throw new Error(`no calendar for ${input.id}`);
  return calendar;
}

describe('DatePicker', () => {
  it('stores Y-m-d in the hidden named input and shows F j, Y in the visible one', () => {
    const { visible, stored } = renderPicker({ value: '2024-03-05' });
    expect(stored.type).toBe('hidden');
    expect(stored.value).toBe('2024-03-05');
    expect(visible.value).toBe('March 5, 2024');
    expect(visible.getAttribute('dir')).toBe('ltr'); // the page's: the date is written in its language
    expect(visible.readOnly).toBe(false); // typed input is allowed
  });

  it('reads a typed ISO date or a typed display date on blur and reports Y-m-d', () => {
    const { visible, onChange } = renderPicker();
    fireEvent.focus(visible);
    visible.value = '2024-03-05';
    fireEvent.blur(visible);
    expect(onChange).toHaveBeenLastCalledWith('2024-03-05');
    expect(visible.value).toBe('March 5, 2024');

    visible.value = 'July 14, 2023';
    fireEvent.keyDown(visible, { key: 'Enter', keyCode: 13 });
    expect(onChange).toHaveBeenLastCalledWith('2023-07-14');
  });

  it('shows typed Arabic-Indic and Persian digits as Latin ones and reads the date they write', () => {
    const { visible, onChange } = renderPicker();
    fireEvent.focus(visible);
    fireEvent.input(visible, { target: { value: '٢٠٢٤-٠٣-٠٥' } });
    expect(visible.value).toBe('2024-03-05');
    fireEvent.blur(visible);
    expect(onChange).toHaveBeenLastCalledWith('2024-03-05');

    visible.value = 'July ۱۴, ۲۰۲۳';
    fireEvent.keyDown(visible, { key: 'Enter', keyCode: 13 });
    expect(onChange).toHaveBeenLastCalledWith('2023-07-14');
  });

  it('on an Arabic page, shows Arabic month names and reads a typed Arabic date, still reporting Y-m-d', async () => {
    await changeLocale('ar');
    try {
      const onChange = vi.fn<(value: string) => void>();
      render(<DatePicker label="Birth date" name="birth_date" value="2024-03-05" onChange={onChange} />);
      // The first Arabic calendar waits for flatpickr's Arabic names.
      const shown = (await screen.findByLabelText('Birth date')) as HTMLInputElement;
      expect(shown.value).toBe('مارس 5, 2024');
      expect(shown.dir).toBe('rtl');
      fireEvent.focus(shown);
      shown.value = 'يوليو 14, 2023';
      fireEvent.blur(shown);
      expect(onChange).toHaveBeenLastCalledWith('2023-07-14');
    } finally {
      await changeLocale('en');
    }
  });

  it('writes the day picked in the calendar', () => {
    const { visible, onChange } = renderPicker({ value: '2024-03-05' });
    fireEvent.focus(visible);
    fireEvent.click(visible);
    const day = calendarOf(visible).querySelector<HTMLElement>('.flatpickr-day[aria-label="March 20, 2024"]')!;
    fireEvent.mouseDown(day);
    fireEvent.click(day);
    expect(onChange).toHaveBeenLastCalledWith('2024-03-20');
  });

  it('follows a value set from outside (a form reset) without reporting it back', () => {
    const onChange = vi.fn();
    function Harness() {
      const [value, setValue] = useState('');
      return (
        <>
          <DatePicker label="Start date" name="program_start_date" value={value} onChange={onChange} />
          <button type="button" onClick={() => setValue('2025-01-31')}>
            load
          </button>
          <button type="button" onClick={() => setValue('')}>
            reset
          </button>
        </>
      );
    }
    render(<Harness />);
    const visible = screen.getByLabelText('Start date') as HTMLInputElement;
    fireEvent.click(screen.getByText('load'));
    expect(visible.value).toBe('January 31, 2025');
    fireEvent.click(screen.getByText('reset'));
    expect(visible.value).toBe('');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('honours data attributes for formats and limits, props winning over them', () => {
    const { visible, stored } = renderPicker({
      value: '05/03/2024',
      'data-date-format': 'd/m/Y',
      'data-alt-format': 'Y-m-d',
      'data-min-date': '2024-03-01',
      altFormat: 'j M Y',
    });
    expect(stored.value).toBe('05/03/2024');
    expect(visible.value).toBe('5 Mar 2024');
    fireEvent.click(visible);
    expect(calendarOf(visible).querySelector('.flatpickr-day[aria-label="February 29, 2024"]')?.classList).toContain('flatpickr-disabled');
  });

  it('shows its error like a text field and can be disabled', () => {
    const { visible, rerender, onChange } = renderPicker({ error: 'Please enter a valid date.' });
    expect(visible.getAttribute('aria-invalid')).toBe('true');
    expect(visible.getAttribute('aria-describedby')).toBe(screen.getByText('Please enter a valid date.').id);
    rerender(<DatePicker label="Birth date" name="birth_date" value="" onChange={onChange} disabled />);
    expect(visible.disabled).toBe(true);
  });

  it('closes only the calendar on Escape, so a modal around it stays open', () => {
    const { visible } = renderPicker();
    const modalEscape = vi.fn();
    window.addEventListener('keydown', (event) => !event.defaultPrevented && modalEscape(), { once: true });
    fireEvent.click(visible);
    expect(calendarOf(visible).classList).toContain('open');
    fireEvent.keyDown(visible, { key: 'Escape', keyCode: 27 });
    expect(calendarOf(visible).classList).not.toContain('open');
    expect(modalEscape).not.toHaveBeenCalled();
  });

  it('destroys its calendar on unmount', () => {
    const { unmount } = renderPicker();
    expect(document.querySelectorAll('.flatpickr-calendar')).toHaveLength(1);
    act(() => unmount());
    expect(document.querySelectorAll('.flatpickr-calendar')).toHaveLength(0);
  });
});
