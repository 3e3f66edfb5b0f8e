import { useNavigate } from 'react-router-dom';
import { useAgoraLinks } from '../../../hooks/useAgoraLinks';
import { TagDirectory } from '../TagDirectory';

/** `/tags`: every tag with search, sort, grid/list and Follow; moderators create tags. */
export function TagsPage() {
  const links = useAgoraLinks();
  const navigate = useNavigate();
  return (
    <TagDirectory
      listId="tags"
      onCreated={tag => navigate(links.tag(tag.tag))}
    />
  );
}
