// @vitest-environment jsdom
import '../../i18n/english-for-tests';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FUNDRAISING_PATHS, STARTUP_BRIEF_PATHS } from '../../../shared/resources';
import { rememberCsrfToken } from '../../lib/api-client';
import type { ReviewRecord, ReviewRow } from './review-rows';
import { ReviewSurface } from './review-surface';
import { useSaveSelected } from './use-save-selected';

vi.mock('../../lib/session', () => ({ useSession: () => ({ data: { user: { id: 'me' } } }) }));

const row = (key: string, label: string, current: string, proposed: string, kind: ReviewRow['kind'] = 'text'): ReviewRow => ({
  key,
  label,
  current,
  proposed,
  kind,
});

function Review({ rows, records }: { rows: ReviewRow[]; records: Record<string, ReviewRecord> }) {
  const review = useSaveSelected(rows, records);
  return (
    <>
      <ReviewSurface rows={rows} review={review} />
      <button type="button" onClick={() => void review.saveSelected()} disabled={!review.canSave}>
        Save selected
      </button>
    </>
  );
}

function renderReview(rows: ReviewRow[], records: Record<string, ReviewRecord> = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <Review rows={rows} records={records} />
    </QueryClientProvider>,
  );
}

const proposalRow = (key: string) => document.querySelector<HTMLElement>(`[data-proposal="${key}"]`)!;
const checkbox = (key: string) => within(proposalRow(key)).getByRole('checkbox') as HTMLInputElement;

beforeEach(() => rememberCsrfToken('token'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('review rows', () => {
  it('shows an English proposal word by word: the replaced word deleted, the new one inserted, the rest kept', () => {
    renderReview([
      row(
        'startup-brief.problem',
        'Problem',
        '<p>Clinics wait weeks for lab results.</p>',
        '<p>Clinics wait days for lab results.</p>',
        'rich',
      ),
    ]);
    const proposed = proposalRow('startup-brief.problem').querySelector('[data-review-proposed] [data-word-diff]')!;
    expect([...proposed.querySelectorAll('del')].map((node) => node.textContent)).toEqual(['weeks']);
    expect([...proposed.querySelectorAll('ins')].map((node) => node.textContent)).toEqual(['days']);
    // Rich text is compared as the text a reader sees, never as markup.
    expect(proposed.textContent).toBe('Clinics wait weeksdays for lab results.');
    expect(proposed.getAttribute('dir')).toBe('auto');
    expect(within(proposalRow('startup-brief.problem')).getByRole('checkbox', { name: 'Problem' })).toBeTruthy();
  });

  it('marks Arabic words the same way, in a block whose direction follows its text', () => {
    renderReview([row('startup-brief.one_liner', 'One-liner', 'العيادات تنتظر أسابيع للنتائج', 'العيادات تنتظر أيامًا للنتائج')]);
    const proposed = proposalRow('startup-brief.one_liner').querySelector('[data-word-diff]')!;
    expect(proposed.querySelector('del')!.textContent).toBe('أسابيع');
    expect(proposed.querySelector('ins')!.textContent).toBe('أيامًا');
    expect(proposed.getAttribute('dir')).toBe('auto');
    expect(proposalRow('startup-brief.one_liner').querySelector('[data-review-current] p[dir]')!.textContent).toBe(
      'العيادات تنتظر أسابيع للنتائج',
    );
    expect(proposalRow('startup-brief.one_liner').querySelector('[data-review-current] p[dir]')!.getAttribute('dir')).toBe('auto');
  });

  it('shows a choice by its label, as a whole', () => {
    const stages: Record<string, string> = { idea: 'Idea', mvp: 'MVP' };
    renderReview([
      { ...row('startup-details.business_stage', 'Business stage', 'idea', 'mvp', 'choice'), format: (value) => stages[value]! },
    ]);
    const proposed = proposalRow('startup-details.business_stage').querySelector('[data-word-diff]')!;
    expect(proposed.querySelector('del')!.textContent).toBe('Idea');
    expect(proposed.querySelector('ins')!.textContent).toBe('MVP');
  });

  it('checks empty fields (an empty editor too) and leaves filled ones unchecked', () => {
    renderReview([
      row('startup-brief.problem', 'Problem', '', '<p>New</p>', 'rich'),
      row('startup-brief.vision', 'Vision', '<p></p>', '<p>New</p>', 'rich'),
      row('startup-brief.solution', 'Solution', '<p>Ours</p>', '<p>New</p>', 'rich'),
    ]);
    expect(checkbox('startup-brief.problem').checked).toBe(true);
    expect(checkbox('startup-brief.vision').checked).toBe(true);
    expect(checkbox('startup-brief.solution').checked).toBe(false);
  });
});

interface SentRequest {
  url: string;
  method: string;
  ifMatch: string | null;
  body: Record<string, unknown>;
}

/** fetch answering each save with the record it was sent, or with `answer(url)` when that returns one. */
function stubFetch(answer: (url: string) => Response | undefined = () => undefined): SentRequest[] {
  const sent: SentRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const headers = init.headers as Record<string, string>;
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      sent.push({ url, method: init.method!, ifMatch: headers['if-match'] ?? null, body });
      return answer(url) ?? Response.json({ success: true, message: 'Saved', data: body }, { headers: { etag: '"new"' } });
    }),
  );
  return sent;
}

const records = (): Record<string, ReviewRecord> => ({
  'startup-brief': {
    paths: STARTUP_BRIEF_PATHS,
    data: { one_liner: 'Old line', problem: '', solution: '<p>Ours</p>', vision: '' },
    etag: '"brief-1"',
  },
  fundraising: { paths: FUNDRAISING_PATHS, data: { current_stage: '', required_amount: '100' }, etag: '"funds-1"' },
});

const draftRows = () => [
  row('startup-brief.one_liner', 'One-liner', 'Old line', 'New line'),
  row('startup-brief.problem', 'Problem', '', '<p>Slow labs</p>', 'rich'),
  row('startup-brief.solution', 'Solution', '<p>Ours</p>', '<p>Theirs</p>', 'rich'),
  row('startup-brief.vision', 'Vision', '', '<p>Every clinic</p>', 'rich'),
  row('fundraising.current_stage', 'Current stage', '', 'seed', 'choice'),
];

describe('Save selected', () => {
  it('saves each touched record once, with If-Match, laying only the checked fields over the record as it was read', async () => {
    const sent = stubFetch();
    renderReview(draftRows(), records());
    fireEvent.click(checkbox('startup-brief.one_liner')); // filled: checked by hand
    fireEvent.click(checkbox('startup-brief.vision')); // empty: unchecked by hand
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save selected' })));

    expect(sent.map(({ url, method, ifMatch }) => ({ url, method, ifMatch }))).toEqual([
      { url: STARTUP_BRIEF_PATHS.save, method: 'POST', ifMatch: '"brief-1"' },
      { url: FUNDRAISING_PATHS.save, method: 'POST', ifMatch: '"funds-1"' },
    ]);
    expect(sent[0]!.body).toEqual({ one_liner: 'New line', problem: '<p>Slow labs</p>', solution: '<p>Ours</p>', vision: '' });
    expect(sent[1]!.body).toEqual({ current_stage: 'seed', required_amount: '100' });
    // Saved rows leave the review.
    expect(document.querySelectorAll('[data-proposal]')).toHaveLength(2);
  });

  it('sends nothing for a record none of whose rows is checked', async () => {
    const sent = stubFetch();
    renderReview([row('startup-brief.solution', 'Solution', '<p>Ours</p>', '<p>Theirs</p>', 'rich')], records());
    expect((screen.getByRole('button', { name: 'Save selected' }) as HTMLButtonElement).disabled).toBe(true);
    expect(sent).toHaveLength(0);
  });

  it('turns a record that answers 412 into the conflict view, and the other records still save', async () => {
    const theirs = {
      one_liner: 'Old line',
      problem: '<p>Labs lose samples</p>',
      solution: '<p>Ours</p>',
      vision: '',
      updated_at: new Date().toISOString(),
      updated_by: { id: 'omar', first_name: 'Omar', last_name: 'Haddad' },
    };
    const sent = stubFetch((url) =>
      url === STARTUP_BRIEF_PATHS.save
        ? Response.json({ success: false, message: 'Changed meanwhile', data: theirs }, { status: 412, headers: { etag: '"brief-2"' } })
        : undefined,
    );
    renderReview(draftRows(), records());
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save selected' })));

    expect(sent.map(({ url }) => url)).toEqual([STARTUP_BRIEF_PATHS.save, FUNDRAISING_PATHS.save]);
    const conflict = document.querySelector('[data-review-conflict="startup-brief"] [data-conflict-view]')!;
    expect(conflict.querySelector('[data-conflict-field="problem"]')).not.toBeNull();
    expect(conflict.textContent).toContain('Omar');
    expect(document.querySelector('[data-proposal="startup-brief.problem"]')).toBeNull();
    expect(document.querySelector('[data-proposal="fundraising.current_stage"]')).toBeNull(); // saved

    // Saving again is based on their record and its new ETag; "Take theirs" keeps their words.
    fireEvent.click(within(conflict as HTMLElement).getByRole('button', { name: 'Take theirs' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save selected' })));
    expect(sent[2]).toMatchObject({ url: STARTUP_BRIEF_PATHS.save, ifMatch: '"brief-2"' });
    expect(sent[2]!.body).toMatchObject({ problem: '<p>Labs lose samples</p>', vision: '<p>Every clinic</p>' });
  });
});
