// One founder (own account, own startup) saving unique values through the real API and
// keeping a ledger of what the server acknowledged, to read it all back after a crash.
import { randomInt } from 'node:crypto';
import { CONTACT_DETAILS_PATHS } from '../../dist/shared/contact-details.js';
import { FOUNDERS_PATHS } from '../../dist/shared/founders.js';
import { FUNDRAISING_PATHS } from '../../dist/shared/fundraising.js';
import { PITCH_DECK_FIELDS, PITCH_DECK_PATHS } from '../../dist/shared/pitch-deck.js';
import { STARTUP_BRIEF_PATHS } from '../../dist/shared/startup-brief.js';
import { ApiClient, multipart } from './api-client.mjs';
import { sha256, uniqueAvatar, uniquePdf } from './payloads.mjs';

const ABSENT = 'absent';
const MAX_LIVE_DECKS = 5;
const MAX_CO_FOUNDERS = 3;

/**
 * The JSON forms saved whole: `body(token)` is the save, `stateOf(data)` what a GET shows of it.
 * Each save writes its token into two fields, so a half-applied save reads as a state no save wrote.
 */
const FORMS = {
  brief: {
    paths: STARTUP_BRIEF_PATHS,
    body: (token) => ({ one_liner: token, description: `<p>${token}</p>` }),
    stateOf: (data) => `${data.one_liner}|${data.description}`,
    stateOfSave: (token) => `${token}|<p>${token}</p>`,
  },
  fundraising: {
    paths: FUNDRAISING_PATHS,
    body: (token, amount) => ({
      required_amount: `${amount}.25`,
      currency: 'EUR',
      min_ticket_size: String(amount),
      max_ticket_size: String(amount * 2),
    }),
    stateOf: (data) => `${data.required_amount}|${data.min_ticket_size}|${data.max_ticket_size}|${data.currency}`,
    stateOfSave: (token, amount) => `${amount}.25|${amount}|${amount * 2}|EUR`,
  },
  contact: {
    paths: CONTACT_DETAILS_PATHS,
    body: (token, _amount, loginEmail) => ({
      emails: [{ value: loginEmail }, { value: `${token}@example.com` }],
      phones: [],
      whatsapps: [],
      linkedin: '',
      website: `https://example.com/${token}`,
    }),
    stateOf: (data) => `${data.website}|${data.emails.map((email) => email.value).join(',')}`,
    stateOfSave: (token, _amount, loginEmail) => `https://example.com/${token}|${loginEmail},${token}@example.com`,
  },
};

/** What the server acknowledged for one record, and the writes whose answer never came. */
class LedgerEntry {
  /** @param {string} acked @param {string} [key] the record's name in this client's map */
  constructor(acked, key) {
    this.acked = acked;
    this.key = key;
    /** States sent without an answer (the server died mid-request): either may be on disk. */
    this.pending = [];
    /** The server's id, once an answer or a read-back gave it. */
    this.id = undefined;
  }

  get isSettled() {
    return this.pending.length === 0;
  }
}

export class FounderClient {
  constructor({ baseUrl, runId, index }) {
    this.api = new ApiClient(baseUrl);
    this.name = `c${index}`;
    this.tokenPrefix = `${runId}c${index}n`;
    this.loginEmail = `dur-${runId}-c${index}@example.com`;
    this.sequence = 0;
    this.forms = new Map();
    /** By file name: every deck this founder ever uploaded. */
    this.decks = new Map();
    /** By email: every co-founder this founder ever added. */
    this.coFounders = new Map();
    this.isInFlight = false;
    this.resetCounts();
  }

  resetCounts() {
    this.counts = { acked: 0, rejected: 0, serverErrors: 0, unanswered: 0 };
  }

  /** Points the client at a restarted server; the session cookie and CSRF token stay valid (both are in the database / DATA_DIR). */
  useServer(baseUrl) {
    this.api.baseUrl = baseUrl;
  }

  async register() {
    const response = await this.api.request('POST', '/api/auth/register', {
      json: {
        first_name: 'Dura',
        last_name: 'Bility',
        email: this.loginEmail,
        password: 'durability proof',
        startup_name: `Startup ${this.name}`,
      },
    });
    if (response.status !== 201) throw new Error(`register answered ${response.status}: ${response.bytes}`);
    for (const [name, form] of Object.entries(FORMS))
      this.forms.set(name, new LedgerEntry(form.stateOf(await this.api.read(form.paths.get))));
  }

  /** Saves until `shouldStop()`; each request waits for the previous one, so "latest acknowledged" is well defined. */
  async run(shouldStop) {
    while (!shouldStop()) await this.step();
  }

  async step() {
    const operation = this.pickOperation();
    const { entry, state, send, onAcked } = await operation();
    let response;
    this.isInFlight = true;
    try {
      response = await send();
    } catch {
      // No answer: the server died mid-request, so the write may or may not be on disk.
      entry.pending.push(state);
      this.counts.unanswered += 1;
      return;
    } finally {
      this.isInFlight = false;
    }
    if (response.status >= 200 && response.status < 300) {
      entry.acked = state;
      entry.pending = [];
      onAcked?.(response.json.data);
      this.counts.acked += 1;
    } else if (response.status < 500) {
      // A 4xx changes nothing; with valid unique values none should come, so it is counted and shown.
      this.counts.rejected += 1;
      this.counts.lastRejection = `${this.name} ${response.status} ${response.bytes.toString('utf8').slice(0, 200)}`;
    } else {
      entry.pending.push(state);
      this.counts.serverErrors += 1;
    }
  }

  nextToken() {
    this.sequence += 1;
    return { token: `${this.tokenPrefix}${this.sequence}`, amount: this.sequence * 100 + randomInt(100) };
  }

  pickOperation() {
    const settledDecks = [...this.decks.values()].filter((deck) => deck.isSettled && deck.acked !== ABSENT && deck.id);
    const settledFounders = [...this.coFounders.values()].filter((founder) => founder.isSettled && founder.acked !== ABSENT && founder.id);
    const liveFounders = [...this.coFounders.values()].filter((founder) => founder.acked !== ABSENT || !founder.isSettled);
    const choices = [
      [3, () => this.saveForm('brief')],
      [3, () => this.saveForm('fundraising')],
      [3, () => this.saveForm('contact')],
      [3, () => this.uploadDeck()],
      [settledDecks.length > MAX_LIVE_DECKS ? 4 : settledDecks.length > 0 ? 1 : 0, () => this.deleteDeck(pick(settledDecks))],
      [liveFounders.length < MAX_CO_FOUNDERS ? 1 : 0, () => this.addCoFounder()],
      [settledFounders.length > 0 ? 2 : 0, () => this.updateCoFounder(pick(settledFounders))],
      [liveFounders.length >= MAX_CO_FOUNDERS && settledFounders.length > 0 ? 1 : 0, () => this.removeCoFounder(pick(settledFounders))],
    ];
    let ticket = randomInt(choices.reduce((total, [weight]) => total + weight, 0));
    for (const [weight, operation] of choices) {
      if (ticket < weight) return operation;
      ticket -= weight;
    }
    throw new Error('no operation to pick');
  }

  async saveForm(name) {
    const form = FORMS[name];
    const { token, amount } = this.nextToken();
    return {
      entry: this.forms.get(name),
      state: form.stateOfSave(token, amount, this.loginEmail),
      send: () => this.api.request('POST', form.paths.save, { json: form.body(token, amount, this.loginEmail) }),
    };
  }

  async uploadDeck() {
    const { token } = this.nextToken();
    const fileName = `deck-${token}`;
    const pdf = uniquePdf(token);
    const entry = new LedgerEntry(ABSENT);
    this.decks.set(fileName, entry);
    const form = multipart(
      { [PITCH_DECK_FIELDS.fileName]: fileName },
      { [PITCH_DECK_FIELDS.file]: { data: pdf, fileName: `${fileName}.pdf`, type: 'application/pdf' } },
    );
    return {
      entry,
      state: sha256(pdf),
      send: () => this.api.request('POST', PITCH_DECK_PATHS.upload, { form }),
      onAcked: (deck) => (entry.id = deck.id),
    };
  }

  async deleteDeck(entry) {
    return { entry, state: ABSENT, send: () => this.api.request('DELETE', PITCH_DECK_PATHS.deck(entry.id)) };
  }

  async coFounderForm(email, extraFields = {}) {
    const { token } = this.nextToken();
    const avatar = await uniqueAvatar();
    const fields = {
      first_name: 'Co',
      last_name: token,
      email,
      title: `CTO ${token}`,
      brief: `<p>Brief ${token}</p>`,
      linkedin_url: '',
      ...extraFields,
    };
    const form = multipart(fields, { avatar: { data: avatar.png, fileName: 'avatar.png', type: 'image/png' } });
    return { form, state: `${fields.title}|${avatar.storedSha}` };
  }

  async addCoFounder() {
    const email = `cofounder-${this.tokenPrefix}${this.sequence + 1}@example.com`;
    const entry = new LedgerEntry(ABSENT, email);
    this.coFounders.set(email, entry);
    const { form, state } = await this.coFounderForm(email);
    return {
      entry,
      state,
      send: () => this.api.request('POST', FOUNDERS_PATHS.create, { form }),
      onAcked: (founder) => (entry.id = founder.id),
    };
  }

  async updateCoFounder(entry) {
    const { form, state } = await this.coFounderForm(entry.key, { _method: 'PUT' });
    return { entry, state, send: () => this.api.request('POST', FOUNDERS_PATHS.founder(entry.id), { form }) };
  }

  async removeCoFounder(entry) {
    return { entry, state: ABSENT, send: () => this.api.request('DELETE', FOUNDERS_PATHS.founder(entry.id)) };
  }

  /**
   * Reads every record back and compares it with the ledger: the acknowledged state must be
   * there, or one of the unanswered writes (which then becomes the acknowledged state).
   */
  async verify() {
    const result = { checked: 0, lost: [], inFlightApplied: 0, inFlightNotApplied: 0, unexpected: [] };
    for (const [name, form] of Object.entries(FORMS)) {
      settle(`${this.name} ${name}`, this.forms.get(name), form.stateOf(await this.api.read(form.paths.get)), result);
    }

    const listedDecks = new Map((await this.api.read(PITCH_DECK_PATHS.list)).map((deck) => [deck.file_name, deck]));
    for (const [fileName, entry] of this.decks) {
      const deck = listedDecks.get(fileName);
      listedDecks.delete(fileName);
      if (deck) entry.id = deck.id;
      const actual = deck ? await this.fileState(PITCH_DECK_PATHS.download(deck.id)) : ABSENT;
      settle(`${this.name} deck ${fileName}`, entry, actual, result);
    }
    for (const fileName of listedDecks.keys()) result.unexpected.push(`${this.name}: a deck nobody uploaded, ${fileName}`);

    const team = (await this.api.read(FOUNDERS_PATHS.list)).filter((founder) => !founder.isYou);
    const listedFounders = new Map(team.map((founder) => [founder.email, founder]));
    for (const [email, entry] of this.coFounders) {
      const founder = listedFounders.get(email);
      listedFounders.delete(email);
      if (founder) entry.id = founder.id;
      const avatar = founder?.avatar_url ? await this.fileState(founder.avatar_url) : 'no avatar';
      settle(`${this.name} co-founder ${email}`, entry, founder ? `${founder.title}|${avatar}` : ABSENT, result);
    }
    for (const email of listedFounders.keys()) result.unexpected.push(`${this.name}: a co-founder nobody added, ${email}`);
    return result;
  }

  /** A listed file as the ledger records it (its SHA-256); a failed download reads as its status, which no save wrote. */
  async fileState(urlPath) {
    const response = await this.api.get(urlPath);
    return response.status === 200 ? sha256(response.bytes) : `download answered ${response.status}`;
  }
}

function pick(entries) {
  return entries[randomInt(entries.length)];
}

/** Compares one read-back with the ledger and makes it the new baseline. */
function settle(label, entry, actual, result) {
  const unanswered = entry.pending.length;
  if (actual === entry.acked) {
    result.checked += 1;
    result.inFlightNotApplied += unanswered;
  } else if (entry.pending.includes(actual)) {
    result.inFlightApplied += 1;
    result.inFlightNotApplied += unanswered - 1;
  } else {
    const alternatives = unanswered > 0 ? ` (or one of ${unanswered} unanswered writes)` : '';
    result.lost.push(`${label}: expected ${entry.acked.slice(0, 80)}${alternatives}, read ${actual.slice(0, 80)}`);
  }
  entry.acked = actual;
  entry.pending = [];
}
