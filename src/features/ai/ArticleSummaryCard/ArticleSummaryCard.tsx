import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import { MarkdownView } from '../../../components/MarkdownView';
import { agoraTranslationRef } from '../../../translation';
import { AiCard } from '../AiCard';
import { useGetAIStatusQuery, useGetArticleSummaryQuery } from '../aiApi';

/**
 * The AI summary of article `postId` when the server has article summaries
 * switched on; nothing at all otherwise, or when there is no summary.
 */
export function ArticleSummaryCard({ postId }: { postId: number }) {
  const { t } = useTranslationRef(agoraTranslationRef);
  const { data: status } = useGetAIStatusQuery();
  const { data } = useGetArticleSummaryQuery(postId, {
    skip: !status?.articleSummaries,
  });
  if (!status?.articleSummaries || !data?.answer) return null;
  return (
    <AiCard
      title={t('postPage.ai.summaryTitle')}
      disclaimer={t('postPage.ai.summaryDisclaimer')}
    >
      <MarkdownView content={data.answer} />
    </AiCard>
  );
}
