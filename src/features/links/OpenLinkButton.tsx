import Button from '@material-ui/core/Button';
import OpenInNewIcon from '@material-ui/icons/OpenInNew';
import { useTranslationRef } from '@backstage/core-plugin-api/alpha';
import type { MouseEvent } from 'react';
import type { Post } from '../../api/types';
import { agoraTranslationRef } from '../../translation';
import { safeUrl } from '../../utils/safeUrl';
import { useClickLinkMutation } from '../posts/postsApi';
import { linkHost } from './linkHost';

/** @public */
export interface OpenLinkButtonProps {
  post: Pick<Post, 'id' | 'url'>;
  /** Rows use the small outlined button; the link page a prominent one. */
  prominent?: boolean;
}

/**
 * Opens a link post's URL in a new tab, without giving that page a handle
 * on Agora, and counts the click once per opening (the server counts one
 * per person). List rows and the link page both use it.
 * @public
 */
export function OpenLinkButton({ post, prominent }: OpenLinkButtonProps) {
  const { t } = useTranslationRef(agoraTranslationRef);
  const [clickLink] = useClickLinkMutation();
  if (!linkHost(post.url)) return null;
  // Not awaited: the tab opens at once and a failed count is harmless.
  const count = () => {
    clickLink(post.id);
  };
  return (
    <Button
      component="a"
      href={safeUrl(post.url!)}
      target="_blank"
      rel="noopener noreferrer"
      size={prominent ? 'medium' : 'small'}
      variant={prominent ? 'contained' : 'outlined'}
      color={prominent ? 'primary' : 'default'}
      endIcon={<OpenInNewIcon aria-hidden />}
      onClick={count}
      // A middle click opens a tab too; it fires auxclick, not click.
      onAuxClick={(event: MouseEvent) => {
        if (event.button === 1) count();
      }}
    >
      {t('postList.item.openLink')}
    </Button>
  );
}
