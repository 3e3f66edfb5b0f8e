import type { RootConfigService } from '@backstage/backend-plugin-api';
import type { AIStatus } from '@agora/contract';
import { HttpError } from '../domain/errors';

/** `agora.ai.*`: an OpenAI-compatible chat completions endpoint. */
export interface AiConfig {
  /** Base URL, e.g. `https://api.openai.com/v1`; `/chat/completions` is appended. */
  apiUrl: string;
  model: string;
  apiKey?: string;
  existingQuestions: boolean;
  newQuestions: boolean;
  articleSummaries: boolean;
  timeoutMs: number;
}

/** Undefined unless both `agora.ai.apiUrl` and `agora.ai.model` are set. */
export function readAiConfig(config: RootConfigService): AiConfig | undefined {
  const apiUrl = config.getOptionalString('agora.ai.apiUrl');
  const model = config.getOptionalString('agora.ai.model');
  if (!apiUrl || !model) return undefined;
  const flag = (key: string) =>
    config.getOptionalBoolean(`agora.ai.${key}`) ?? true;
  return {
    apiUrl: apiUrl.replace(/\/+$/, ''),
    model,
    apiKey: config.getOptionalString('agora.ai.apiKey'),
    existingQuestions: flag('existingQuestions'),
    newQuestions: flag('newQuestions'),
    articleSummaries: flag('articleSummaries'),
    timeoutMs: config.getOptionalNumber('agora.ai.timeoutMs') ?? 60_000,
  };
}

export function aiStatus(ai: AiConfig | undefined): AIStatus {
  return {
    enabled: Boolean(ai),
    existingQuestions: Boolean(ai?.existingQuestions),
    newQuestions: Boolean(ai?.newQuestions),
    articleSummaries: Boolean(ai?.articleSummaries),
  };
}

/** One chat completion; upstream trouble becomes a 502 JSON error, never a 500. */
export async function complete(
  ai: AiConfig,
  system: string,
  user: string,
): Promise<string> {
  let res: Response;
  try {
    res = await fetch(`${ai.apiUrl}/chat/completions`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(ai.apiKey ? { authorization: `Bearer ${ai.apiKey}` } : {}),
      },
      body: JSON.stringify({
        model: ai.model,
        messages: [
          { role: 'system', content: system },
          { role: 'user', content: user },
        ],
      }),
      signal: AbortSignal.timeout(ai.timeoutMs),
    });
  } catch {
    throw new HttpError(502, 'The AI service could not be reached');
  }
  if (!res.ok)
    throw new HttpError(502, `The AI service answered ${res.status}`);
  const body = (await res.json().catch(() => undefined)) as
    { choices?: { message?: { content?: unknown } }[] } | undefined;
  const answer = body?.choices?.[0]?.message?.content;
  if (typeof answer !== 'string' || !answer.trim()) {
    throw new HttpError(502, 'The AI service gave no answer');
  }
  return answer.trim();
}

export const PROMPTS = {
  question:
    'You answer questions asked in a developer portal. Answer in Markdown, concisely, ' +
    'and say so when you are not sure.',
  article:
    'Summarise the following article from a developer portal in a few sentences of Markdown.',
};
