import { describe, expect, it } from 'vitest';
import { ProposalCheck } from './proposal-check.js';
import { QuotableDeck } from './quote-check.js';

const deck = new QuotableDeck([
  { number: 1, text: 'Olive Labs\nFair   loans for smallholder farmers', notes: 'Say we are raising 5M' },
  { number: 2, text: 'Problem: Farmers cannot get CREDIT.', notes: '' },
  { number: 3, text: 'The ask: $2M seed round. Tickets from $50K to $250K. Incorporated in Jordan.', notes: '' },
  { number: 4, text: 'مرحلة: تمويل ذاتي', notes: '' },
]);

const answer = (value: unknown, slide: number | null, quote: string | null) => ({ value, slide, quote });

describe('ProposalCheck', () => {
  it('proposes a value whose quote the named slide holds, after NFKC, whitespace and case folding', () => {
    const verdict = new ProposalCheck(deck).judge(
      'startup-brief.problem',
      answer('Farmers cannot get credit.', 2, 'farmers  cannot get credit'),
    );
    expect(verdict).toEqual({
      proposal: {
        record: 'startup-brief',
        field: 'problem',
        value: '<p>Farmers cannot get credit.</p>',
        slide: 2,
        quote: 'farmers  cannot get credit',
      },
    });
  });

  it('corrects the slide when another slide holds the quote, and skips a quote no slide holds (nor the notes)', () => {
    const check = new ProposalCheck(deck);
    expect(
      check.judge('startup-brief.one_liner', answer('Fair loans for smallholder farmers', 3, 'Fair loans for smallholder farmers')),
    ).toMatchObject({
      proposal: { slide: 1 },
    });
    expect(check.judge('startup-brief.vision', answer('A world of fair credit', 1, 'A world of fair credit'))).toEqual({
      skipped: { record: 'startup-brief', field: 'vision', reason: 'unsupported' },
    });
    expect(check.judge('fundraising.required_amount', answer('5000000', 1, 'Say we are raising 5M'))).toEqual({
      skipped: { record: 'fundraising', field: 'required_amount', reason: 'unsupported' },
    });
  });

  it('maps amounts, labels, countries and currencies to the save route form', () => {
    const check = new ProposalCheck(deck);
    const quote = 'The ask: $2M seed round. Tickets from $50K to $250K. Incorporated in Jordan.';
    expect(check.judge('fundraising.required_amount', answer('$2M', 3, quote))).toMatchObject({ proposal: { value: '2000000' } });
    expect(check.judge('fundraising.current_stage', answer('Seed', 3, quote))).toMatchObject({ proposal: { value: 'seed' } });
    expect(check.judge('fundraising.currency', answer('usd', 3, quote))).toMatchObject({ proposal: { value: 'USD' } });
    expect(check.judge('startup-details.country_of_incorporation', answer('Jordan', 3, quote))).toMatchObject({
      proposal: { value: 'JO' },
    });
    const stage = new ProposalCheck(deck).judge('fundraising.current_stage', answer('تمويل ذاتي', 4, 'تمويل ذاتي'));
    expect(stage).toMatchObject({ proposal: { value: 'bootstrapped' } });
    const arabicCountry = new ProposalCheck(deck).judge('startup-details.country_of_incorporation', answer('الأردن', 3, quote));
    expect(arabicCountry).toMatchObject({ proposal: { value: 'JO' } });
    const arabicDigits = new ProposalCheck(deck).judge('fundraising.required_amount', answer('٢٠٠٠٠٠٠', 3, quote));
    expect(arabicDigits).toMatchObject({ proposal: { value: '2000000' } });
  });

  it('skips an amount its quote does not state, even when the quote is in the deck', () => {
    const verdict = new ProposalCheck(deck).judge('fundraising.required_amount', answer('9000000', 3, 'The ask: $2M seed round.'));
    expect(verdict).toEqual({ skipped: { record: 'fundraising', field: 'required_amount', reason: 'unsupported' } });
  });

  it('skips values the record schema refuses: an unknown choice, a bad amount, a max ticket under the min', () => {
    const check = new ProposalCheck(deck);
    const quote = 'Tickets from $50K to $250K.';
    expect(check.judge('startup-details.sector', answer('space mining', 3, quote))).toMatchObject({ skipped: { reason: 'invalid' } });
    expect(check.judge('fundraising.currency', answer('dollars', 3, quote))).toMatchObject({ skipped: { reason: 'invalid' } });
    expect(check.judge('fundraising.min_ticket_size', answer('250000', 3, quote))).toMatchObject({ proposal: { value: '250000' } });
    expect(check.judge('fundraising.max_ticket_size', answer('50000', 3, quote))).toMatchObject({ skipped: { reason: 'invalid' } });
    expect(check.judge('video.video_url', answer('https://example.com/video', 1, 'Olive Labs'))).toMatchObject({
      skipped: { reason: 'invalid' },
    });
  });

  it('ignores unknown and repeated keys, nulls and empty values', () => {
    const check = new ProposalCheck(deck);
    expect(check.judge('startup-details.name', answer('Olive Labs', 1, 'Olive Labs'))).toBeUndefined();
    expect(check.judge('startup-brief.mission', null)).toBeUndefined();
    expect(check.judge('startup-brief.mission', answer('  ', 1, 'Olive Labs'))).toBeUndefined();
    expect(check.judge('startup-brief.vision', answer(null, null, null))).toBeUndefined();
    expect(check.judge('startup-brief.problem', answer('Farmers cannot get credit.', 2, 'Farmers cannot get credit.'))).toBeDefined();
    expect(check.judge('startup-brief.problem', answer('Other', 2, 'Farmers cannot get credit.'))).toBeUndefined();
  });
});
