import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import type { AIResponse } from '../../../api/types';
import { MarkdownView } from '../../../components/MarkdownView';
import { agoraTranslationRef } from '../../../translation';
import { AiCard } from '../AiCard';
import { useGetAIAnswerQuery, useGetAIStatusQuery } from '../aiApi';

/** The AI answer itself: collapsible and unmistakably labelled as AI output. @public */
export function AiAnswerView({ response }: { response: AIResponse }) {
  const { t } = useTranslationRef(agoraTranslationRef);
  return (
    <AiCard
      title={t('postPage.ai.title')}
      disclaimer={t('postPage.ai.disclaimer')}
    >
      <MarkdownView content={response.answer} />
    </AiCard>
  );
}

/**
 * The AI answer to question `postId` when the server has AI for existing
 * questions switched on; nothing at all otherwise, or when there is no answer.
 * @public
 */
export function AiAnswerCard({ postId }: { postId: number }) {
  const { data: status } = useGetAIStatusQuery();
  const { data } = useGetAIAnswerQuery(postId, {
    skip: !status?.existingQuestions,
  });
  if (!status?.existingQuestions || !data?.answer) return null;
  return <AiAnswerView response={data} />;
}
