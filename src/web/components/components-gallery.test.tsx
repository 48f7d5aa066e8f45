// @vitest-environment jsdom
/**
 * The visual check of the shared form components, in jsdom only (no page in the app):
 * every component rendered together, opened, with errors, under `.dark`; then the
 * rules of DESIGN §1 checked on the DOM they produce.
 */
import '../i18n/english-for-tests';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STARTUP_LOCATION_COUNTRIES, countryName } from '../../shared/countries';
import { CountrySelect, PhoneCodeSelect } from './country-select';
import { DatePicker } from './date-picker';
import { destroyAllEditors } from './editor-registry';
import { CompactAmount } from './compact-amount';
import { Flag } from './flag';
import { MoneyField } from './money-field';
import { RichTextEditor } from './rich-text-editor';
import { SearchableSelect } from './searchable-select';

function Gallery() {
  const [form, setForm] = useState({
    nationality: 'JO',
    phoneCountry: 'JO',
    stage: '',
    birthDate: '2024-03-05',
    amount: '750000',
    biography: '<p>Founder of <strong>Acme</strong></p>',
  });
  const set = (key: keyof typeof form) => (value: string) => setForm((current) => ({ ...current, [key]: value }));
  return (
    <div className="dark">
      <CountrySelect label="Nationality" name="nationality" value={form.nationality} onChange={set('nationality')} />
      <PhoneCodeSelect name="phones.0.country" value={form.phoneCountry} onChange={set('phoneCountry')} />
      <SearchableSelect
        label="Business stage"
        name="business_stage"
        value={form.stage}
        onChange={set('stage')}
        options={[{ value: 'idea', label: 'Idea' }]}
        error="Please choose a stage."
      />
      <DatePicker
        label="Birth date"
        name="birth_date"
        value={form.birthDate}
        onChange={set('birthDate')}
        error="Please enter a valid date."
      />
      <MoneyField
        label="Required amount"
        name="required_amount"
        currency="USD"
        value={form.amount}
        onChange={set('amount')}
        error="Amount is too large."
      />
      <CompactAmount compact="$750K" exact="$750,000.00" />
      <RichTextEditor
        editorId="gallery-bio"
        fieldName="biography"
        label="Biography"
        value={form.biography}
        onChange={set('biography')}
        toolbarSlot={<button type="button">AI</button>}
      />
      <ul>
        {STARTUP_LOCATION_COUNTRIES.map((code) => (
          <li key={code} className="flex items-center gap-2">
            <Flag code={code} size="sm" /> {countryName(code)}
          </li>
        ))}
      </ul>
    </div>
  );
}

const PHYSICAL_DIRECTION =
  /^-?(?:ml|mr|pl|pr|left|right|rounded-[lr]|rounded-[tb][lr]|border-[lr]|text-left|text-right|float-left|float-right)(?:-|$)/;
const NEUTRAL_COLOUR = /^((?:[\w[\]=-]+:)*)(bg|text|border|ring)-(?:white|zinc-\d+)(?:\/\d+)?$/;

function classTokens(root: ParentNode): { element: Element; tokens: string[] }[] {
  return [...root.querySelectorAll('[class]')]
    .filter((element) => !element.closest('.flatpickr-calendar')) // flatpickr's own markup, themed in date-picker.css
    .map((element) => ({ element, tokens: (element.getAttribute('class') ?? '').split(/\s+/).filter(Boolean) }));
}

let gallery: HTMLElement;

beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  gallery = render(<Gallery />).container;
});

afterAll(() => {
  cleanup();
  destroyAllEditors();
});

describe('shared form components, rendered together', () => {
  it('give every text entry a name and dir="auto" (a dial code reads left to right, a shown date with the page)', () => {
    const entries = [...within(gallery).getAllByRole('combobox'), ...within(gallery).getAllByRole('textbox')];
    expect(entries.length).toBeGreaterThanOrEqual(5);
    const fixed = new Map([
      [within(gallery).getByRole('combobox', { name: 'Country code' }), 'ltr'],
      [within(gallery).getByRole('textbox', { name: 'Birth date' }), document.documentElement.dir],
      // An amount is typed left to right in every language (DESIGN §6).
      [within(gallery).getByRole('textbox', { name: 'Required amount' }), 'ltr'],
    ]);
    for (const entry of entries) {
      expect(entry.getAttribute('dir'), entry.outerHTML).toBe(fixed.get(entry) ?? 'auto');
    }
    for (const name of ['Nationality', 'Country code', 'Business stage'])
      expect(within(gallery).getByRole('combobox', { name })).toBeTruthy();
    for (const name of ['Birth date', 'Biography']) expect(within(gallery).getByRole('textbox', { name })).toBeTruthy();
  });

  it('open the country list (kept open for the checks below: its options are part of them)', () => {
    fireEvent.click(screen.getAllByRole('button', { name: 'Show options' })[0]!);
    expect(screen.getAllByRole('option').length).toBeGreaterThan(240);
  });

  it('lay out with logical properties only (no ml/mr/pl/pr/left/right)', () => {
    const offenders = classTokens(document.body).flatMap(({ tokens }) =>
      tokens.map((token) => token.split(':').at(-1)!).filter((token) => PHYSICAL_DIRECTION.test(token)),
    );
    expect(offenders).toEqual([]);
  });

  it('give every neutral colour a dark-mode counterpart', () => {
    const missing = classTokens(document.body).flatMap(({ tokens }) =>
      tokens.filter((token) => {
        const match = NEUTRAL_COLOUR.exec(token);
        if (!match || token.startsWith('dark:')) return false;
        const [, variants = '', property] = match;
        return !tokens.some((other) => other.startsWith(`dark:${variants}${property}-`));
      }),
    );
    expect(missing).toEqual([]);
  });

  it('show errors under their fields and flags as decoration', () => {
    expect(screen.getByText('Please choose a stage.').getAttribute('data-field-error')).not.toBeNull();
    expect(screen.getByText('Please enter a valid date.').getAttribute('data-field-error')).not.toBeNull();
    const flags = document.querySelectorAll('img[data-flag]');
    expect(flags.length).toBeGreaterThan(240 + STARTUP_LOCATION_COUNTRIES.length);
    for (const flag of flags) {
      expect(flag.getAttribute('alt')).toBe('');
      expect(flag.getAttribute('aria-hidden')).toBe('true');
    }
    const palestine = screen.getByText('Palestine', { selector: 'li' });
    expect(palestine.querySelector('img[data-flag="PS"]')?.getAttribute('src')).toMatch(/\/ps\.svg/);
  });
});
