// @vitest-environment jsdom
import '../i18n/english-for-tests';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Controller, useForm } from 'react-hook-form';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PHONE_COUNTRIES } from '../../shared/countries';
import { changeLocale } from '../i18n';
import { arForms } from '../i18n/ar-forms';
import { CountrySelect, PhoneCodeSelect } from './country-select';
import { SELECT_CHANGE_EVENT, SearchableSelect, type SelectChangeDetail } from './searchable-select';

beforeAll(() => {
  // Headless UI watches the input's size to place the options; jsdom has no layout to watch.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const STAGES = [
  { value: 'idea', label: 'Idea' },
  { value: 'mvp', label: 'MVP', hint: 'Minimum viable product' },
  { value: 'growth', label: 'Growth' },
];

function type(input: HTMLElement, text: string) {
  fireEvent.change(input, { target: { value: text } });
}

// Headless UI selects an option on mouse down, as a real click does.
function pick(name: string) {
  fireEvent.mouseDown(screen.getByRole('option', { name }));
}

const optionNames = () => screen.queryAllByRole('option').map((option) => option.textContent);

describe('SearchableSelect', () => {
  it('filters by label or hint, case-insensitively, and picks with the keyboard', () => {
    const onChange = vi.fn();
    const { container } = render(<SearchableSelect label="Stage" name="business_stage" value="" onChange={onChange} options={STAGES} />);
    const input = container.querySelector<HTMLInputElement>('input[name="business_stage"]')!;
    expect(screen.getByRole('combobox', { name: 'Stage' })).toBe(input);
    expect(input.getAttribute('dir')).toBe('auto');

    type(input, 'GROW');
    expect(optionNames()).toEqual(['Growth']);
    type(input, 'viable');
    expect(optionNames()).toEqual(['MVPMinimum viable product']);
    type(input, 'zzz');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(screen.getByText('No matches')).toBeTruthy();

    type(input, '');
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    fireEvent.keyDown(input, { key: 'ArrowDown' }); // opens on the first option
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onChange).toHaveBeenLastCalledWith('mvp');
  });

  it('emits a bubbling select-change event with the name and value, besides onChange', () => {
    const onChange = vi.fn();
    const events: SelectChangeDetail[] = [];
    const { container } = render(
      <div>
        <SearchableSelect label="Stage" name="business_stage" value="" onChange={onChange} options={STAGES} />
      </div>,
    );
    container.addEventListener(SELECT_CHANGE_EVENT, (event) => events.push((event as CustomEvent<SelectChangeDetail>).detail));
    type(container.querySelector('input')!, 'idea');
    pick('Idea');
    expect(onChange).toHaveBeenCalledWith('idea');
    expect(events).toEqual([{ name: 'business_stage', value: 'idea' }]);
  });

  it('shows the selected label, and its error like a text field', () => {
    render(
      <SearchableSelect label="Stage" name="business_stage" value="growth" onChange={() => {}} options={STAGES} error="Pick a stage." />,
    );
    const input = screen.getByLabelText('Stage') as HTMLInputElement;
    expect(input.value).toBe('Growth');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe(screen.getByText('Pick a stage.').id);
  });

  it('works as a react-hook-form Controller field', async () => {
    const onSubmit = vi.fn();
    function Form() {
      const { control, handleSubmit } = useForm({ defaultValues: { nationality: 'JO' } });
      return (
        <form onSubmit={handleSubmit(onSubmit)}>
          <Controller control={control} name="nationality" render={({ field }) => <CountrySelect {...field} label="Nationality" />} />
          <button type="submit">save</button>
        </form>
      );
    }
    render(<Form />);
    const input = screen.getByLabelText('Nationality') as HTMLInputElement;
    expect(input.value).toBe('Jordan');
    type(input, 'egy');
    pick('Egypt');
    await act(async () => {
      fireEvent.click(screen.getByText('save'));
    });
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ nationality: 'EG' });
  });
});

describe('CountrySelect and PhoneCodeSelect', () => {
  it('lists every country with its flag and handles ~245 options', () => {
    render(<CountrySelect label="Country" name="country_of_residence" value="" onChange={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Show options' }));
    const options = screen.getAllByRole('option');
    expect(options.length).toBeGreaterThan(240);
    const jordan = screen.getByRole('option', { name: 'Jordan' });
    expect(jordan.querySelector('img[data-flag="JO"]')?.getAttribute('alt')).toBe('');
  });

  it('keeps US and CA apart though both dial +1; the value is the country', () => {
    const onChange = vi.fn();
    const { container, rerender } = render(<PhoneCodeSelect name="phones.0.country" value="JO" onChange={onChange} />);
    const input = screen.getByRole('combobox', { name: 'Country code' }) as HTMLInputElement;
    expect(input.value).toBe('+962');
    expect(container.querySelector('img[data-flag="JO"]')).not.toBeNull();

    type(input, '+1');
    const names = optionNames();
    expect(names).toContain('+1United States');
    expect(names).toContain('+1Canada');
    pick('+1 Canada');
    expect(onChange).toHaveBeenLastCalledWith('CA');

    rerender(<PhoneCodeSelect name="phones.0.country" value="CA" onChange={onChange} />);
    expect(input.value).toBe('+1');
    expect(container.querySelector('img[data-flag="CA"]')).not.toBeNull();
    type(input, 'jord');
    expect(optionNames()).toEqual(['+962Jordan']);
    expect(PHONE_COUNTRIES.length).toBeGreaterThan(240);
  });

  it('finds a country by its Arabic name on an English page', () => {
    const { container } = render(<CountrySelect label="Country" name="nationality" value="" onChange={() => {}} />);
    type(container.querySelector('input[name="nationality"]')!, 'مصر');
    expect(optionNames()).toEqual(['Egypt']);
  });
});

describe('country pickers on an Arabic page', () => {
  beforeAll(async () => {
    await changeLocale('ar');
  });
  afterAll(async () => {
    await changeLocale('en');
  });

  it('name and sort the countries in Arabic, and find one by its Arabic or English name', () => {
    const { container } = render(<CountrySelect label="الدولة" name="nationality" value="" onChange={() => {}} />);
    const input = container.querySelector<HTMLInputElement>('input[name="nationality"]')!;
    fireEvent.click(screen.getByRole('button', { name: arForms.components.select.showOptions }));
    const names = optionNames() as string[];
    expect(names).toContain('مصر');
    expect(names).toEqual([...names].sort(new Intl.Collator('ar').compare));
    type(input, 'Egypt');
    expect(optionNames()).toEqual(['مصر']);
    type(input, 'مصر');
    expect(optionNames()).toEqual(['مصر']);
    type(input, 'الاردن'); // typed without the hamza
    expect(optionNames()).toEqual(['الأردن']);
  });

  it('find a dial code by the country’s Arabic or English name, and show the code left to right', () => {
    render(<PhoneCodeSelect name="phones.0.country" value="JO" onChange={() => {}} />);
    const input = screen.getByRole('combobox', { name: arForms.components.phoneCodeSelect.label }) as HTMLInputElement;
    expect(input.getAttribute('dir')).toBe('ltr');
    type(input, 'Egypt');
    expect(optionNames()).toEqual(['+20مصر']);
    type(input, 'مصر');
    expect(optionNames()).toEqual(['+20مصر']);
  });
});
