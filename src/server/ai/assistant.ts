import { AI_MESSAGES, aiRequestSchema } from '../../shared/ai.js';
import type { AuthUser } from '../auth/session-store.js';
import { HttpError, toFieldErrors } from '../http/errors.js';
import type { RateLimiter } from '../limits/rate-limiter.js';
import type { ProfileFactsReader } from '../profile-context/profile-facts.js';
import { cleanOutput } from './clean-output.js';
import { buildPrompt } from './prompts.js';
import type { AiGeneration, AiProvider } from './provider.js';

/** A checked request, ready to run on the provider. */
export interface AiJob {
  provider: AiProvider;
  generation: Omit<AiGeneration, 'signal'>;
}

/** The rules both AI routes share: on/off, validation, the per-user rate limit, and the prompt. */
export class AiAssistant {
  constructor(
    private readonly provider: AiProvider | null,
    private readonly profile: Pick<ProfileFactsReader, 'load'>,
    private readonly limits: RateLimiter,
  ) {}

  /** Throws an HttpError with the status of DESIGN §4: 503 off, 422 invalid, 429 too many. */
  async prepare(user: AuthUser, body: unknown): Promise<AiJob> {
    if (!this.provider) throw new HttpError(503, AI_MESSAGES.notConfigured);
    const parsed = aiRequestSchema.safeParse(body ?? {});
    if (!parsed.success) {
      const errors = toFieldErrors(parsed.error);
      throw new HttpError(422, Object.values(errors)[0]?.[0] ?? AI_MESSAGES.failed, errors);
    }
    await this.limits.consume([{ limit: 'aiRequestsPerUser', key: user.id }], AI_MESSAGES.tooManyRequests);

    return { provider: this.provider, generation: buildPrompt(parsed.data, await this.profile.load(user)) };
  }

  async complete(job: AiJob, signal: AbortSignal): Promise<string> {
    return cleanOutput(await job.provider.complete({ ...job.generation, signal }));
  }
}
